/**
 * The social networks' icons, a module of their own: the home page's first
 * chunk (its hero) needs only these.
 */
import type { ReactElement } from 'react';
import { IconFrame } from './icon-frame';

export type SocialIconName = 'facebook' | 'instagram' | 'linkedin';

const socialIconPaths: Record<SocialIconName, ReactElement> = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9.5-.9z" fill="currentColor" />,
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="4" y="4" width="16" height="16" rx="5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="17" cy="7" r="0.6" fill="currentColor" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <rect x="4" y="9" width="3.5" height="11" />
      <circle cx="5.75" cy="5.75" r="2" />
      <path d="M10 9h3.3v1.6c.5-.9 1.7-1.9 3.6-1.9 3.4 0 4.1 2.2 4.1 5.1V20h-3.5v-5.4c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z" />
    </g>
  ),
};

export function SocialIcon({ name, size = 24 }: { name: SocialIconName; size?: number }) {
  return (
    <IconFrame name={name} size={size}>
      {socialIconPaths[name]}
    </IconFrame>
  );
}
