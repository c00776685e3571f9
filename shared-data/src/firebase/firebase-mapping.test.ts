/**
 * @jest-environment node
 */
import { hostAndPort, isNotFound, snapshotToRaw } from './firebase-data-api';

describe('Firebase helpers', () => {
  it('splits emulator host:port', () => {
    expect(hostAndPort('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(hostAndPort('localhost:9199')).toEqual({ host: 'localhost', port: 9199 });
  });
  it('recognises "object not found" storage errors', () => {
    expect(isNotFound({ code: 'storage/object-not-found' })).toBe(true);
    expect(isNotFound({ code: 'storage/unauthorized' })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
  it('turns snapshots into raw documents, with estimated pending server timestamps', () => {
    const data = jest.fn(() => ({ name: 'x' }));
    const snapshot = { id: 'd1', exists: () => true, data } as unknown as Parameters<typeof snapshotToRaw>[0]; // reason: minimal snapshot stub
    expect(snapshotToRaw(snapshot)).toEqual({ id: 'd1', data: { name: 'x' } });
    expect(data).toHaveBeenCalledWith({ serverTimestamps: 'estimate' });
    const missing = { id: 'd2', exists: () => false, data } as unknown as Parameters<typeof snapshotToRaw>[0];
    expect(snapshotToRaw(missing)).toBeNull();
  });
});
