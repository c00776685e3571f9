// The compression middleware superstatic (and so Hosting's emulator) uses; it ships no types.
declare module 'compression' {
  import type { NextHandleFunction } from 'connect';
  export default function compression(): NextHandleFunction;
}
