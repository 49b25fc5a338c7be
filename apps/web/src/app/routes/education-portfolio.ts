import { ProductsPanel, RequestsPanel } from '../../features/education/components/portfolio';
import type { PortfolioPanels } from '../../features/education/components/portfolio/portfolio-tab';

/**
 * The Portfolio tab's panels made outside its frame (spec 2 "Portfolio screen"): 'Producten' (own material, search,
 * per-type panels) and 'Aanvragen' (the requests wizard). Given by the app, so a screen that shows an education
 * without them (none today) leaves those tabs out.
 */
export const PORTFOLIO_PANELS: PortfolioPanels = { producten: ProductsPanel, aanvragen: RequestsPanel };
