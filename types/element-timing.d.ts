// The Element Timing attribute (not yet in React's types): the browser reports when the image is painted.
import 'react';

declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}
