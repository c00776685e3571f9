// Not part of the singleton index: each container bundles the few parts it uses (the home page's first screen none).
export { PageTitle, PageHeader, pageTitleStyles, type PageTitleProps, type PageHeaderProps } from './components/page-title/page-title';
export { PageSpinner } from './components/spinner/page-spinner';
export { CardTitle, CardActions, type CardTitleProps } from './components/layout/card-parts';
export { DetailList, type DetailListProps } from './components/detail-list/detail-list';
export { textLinkStyles } from './components/link/link-styles';
export { QueryView } from './components/query-view/query-view';
export { SortSelect, type SortOrderValue } from './components/sort-select/sort-select';
export { SkeletonCardList } from './components/skeleton-card/skeleton-card';
export { SectionHeading } from './components/section-heading/section-heading';
export { Section, Card, Overlay } from './components/layout/layout';
export { CardGrid } from './components/card-grid/card-grid';
