// The portfolio tab's self-contained pieces (spec 2 "Portfolio screen"), each taking the education as the education
// page loads it: the Aanvragen and Producten sub-tabs and the charts of Voortgang en begeleiding.
export { RequestsPanel } from './requests-panel';
export { ProductsPanel } from './products-panel';
export { PortfolioWidgets } from './portfolio-widgets';
