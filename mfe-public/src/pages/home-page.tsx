import { lazyWhenVisible } from '@seawave/shared-ui';
import { Hero } from '../components/home/hero';

// Its own chunk: on a prerendered home page the server HTML below the hero
// stays as it is until the visitor scrolls to it, and only then is its code
// downloaded and hydrated.
const BelowTheFold = lazyWhenVisible(() => import('../components/home/below-the-fold'), '[data-home-section="loader"]');

/** Home: the hero (the whole first screen), then the sections below it. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <BelowTheFold />
    </>
  );
}
