export function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'storage/object-not-found';
}
