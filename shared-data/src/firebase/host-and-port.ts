export function hostAndPort(value: string): { host: string; port: number } {
  const index = value.lastIndexOf(':');
  return { host: value.slice(0, index), port: Number(value.slice(index + 1)) };
}
