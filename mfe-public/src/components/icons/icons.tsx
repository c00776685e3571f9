/**
 * Small inline SVG icons (decorative: always aria-hidden; the link or block
 * around an icon carries the accessible name). The social networks' icons
 * are in ./social-icons.
 */
import type { ReactElement } from 'react';
import { IconFrame } from './icon-frame';

export type IconName =
  | 'support'
  | 'clock'
  | 'service'
  | 'shield'
  | 'mail'
  | 'phone'
  | 'whatsapp'
  | 'location'
  | 'check'
  | 'play'
  | 'pause'
  | 'map';

const paths: Record<IconName, ReactElement> = {
  support: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.7-2 2.5-5 2.5" />
    </g>
  ),
  clock: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </g>
  ),
  service: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z" />
    </g>
  ),
  shield: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </g>
  ),
  mail: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6l8.5 7 8.5-7" />
    </g>
  ),
  phone: (
    <path
      d="M6.6 3.5l3 .5 1.2 4-2 1.5a12 12 0 0 0 5.7 5.7l1.5-2 4 1.2.5 3c-.2 1.5-1.5 2.6-3 2.6C10.6 20 4 13.4 4 6.5c0-1.5 1.1-2.8 2.6-3z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
  whatsapp: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 20l1.3-4A8.5 8.5 0 1 1 8.3 19z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z" fill="currentColor" strokeWidth="1" />
    </g>
  ),
  location: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" strokeLinejoin="round" />
      <circle cx="12" cy="9.5" r="2.5" />
    </g>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />,
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />,
  pause: (
    <g fill="currentColor">
      <rect x="6.5" y="5.5" width="4" height="13" rx="1" />
      <rect x="13.5" y="5.5" width="4" height="13" rx="1" />
    </g>
  ),
  map: (
    <path
      d="M3.5 6.5l5.5-2 6 2 5.5-2v13l-5.5 2-6-2-5.5 2zM9 4.5v13M15 6.5v13"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <IconFrame name={name} size={size}>
      {paths[name]}
    </IconFrame>
  );
}
