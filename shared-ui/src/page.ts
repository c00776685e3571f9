// @seawave/shared-ui/page: the building blocks of sections and inner pages
// (section headings, sections, cards and their grid, overlays, page titles,
// a loading spinner, the skeleton cards of a loading list, card titles and
// buttons, a record's fields, text links, the loading / error / empty /
// loaded view of a read, the 'Sort by' select). Not part of the singleton
// index: each container bundles the few it uses, so they arrive with the
// parts that use them (the home page's first screen uses none). They read
// the theme through emotion and take the rest from the index.
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
