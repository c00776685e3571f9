// Pure (no Firebase, no schema library): bundled only into the pages that show cargo figures.
export * from './cargo';
export * from './cargo-figures';
export * from './prices';
export {
  dangerousGoodsClasses,
  dangerousGoodsClassNames,
  deliveryIncoterms,
  incotermHelp,
  pickupIncoterms,
  yesOrNo,
  yesOrNoLabels,
  type DangerousGoodsClass,
  type YesOrNo,
} from './terms';
