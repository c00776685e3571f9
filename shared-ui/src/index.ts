// Public surface of @seawave/shared-ui. This package is shared as one
// federation singleton, so it is loaded whole; keep it lean and free of
// heavy dependencies.
export { theme, mq, reducedMotion, type SeawaveTheme } from './theme/theme';
export { SeawaveThemeProvider } from './theme/theme-provider';
export { paths, serviceSlugs, usesShortFooter, type ServiceSlug } from './paths';
export { remoteModules, type RemoteName, type RemoteModule, type RemotePageModule } from './remote-contract';
export {
  Button,
  ButtonLink,
  ExternalButtonLink,
  buttonStyles,
  type ButtonProps,
  type ButtonVariant,
} from './components/button/button';
export { Spinner, PairLoader, FullScreenSpinner, PAIR_LOADER_PAIRS, visuallyHidden } from './components/spinner/spinner';
export { company, chatUrl } from './content/company';
export { SectionHeading } from './components/section-heading/section-heading';
