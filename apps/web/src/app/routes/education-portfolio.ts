import type { PortfolioPanels } from '../../features/education/components/portfolio/portfolio-tab';

/**
 * The Portfolio tab's panels that are made outside its frame (spec 2 "Portfolio screen"): 'Producten' (own material,
 * search, per-type panels) and 'Aanvragen' (the requests wizard). Being built separately (issue 15): the integrator
 * adds them here, e.g. `{ producten: ProductsPanel, aanvragen: RequestsPanel }`. Until then those tabs are not shown.
 */
export const PORTFOLIO_PANELS: PortfolioPanels = {};
