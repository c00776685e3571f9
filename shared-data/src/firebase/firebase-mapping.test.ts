/**
 * @jest-environment node
 */
import { snapshotToRaw } from './snapshots';
import { hostAndPort, onEmulator } from './firebase-app';
import { isNotFound } from './storage-errors';
import { publicMediaUrl } from './storage-store';

describe('Firebase helpers', () => {
  it('splits emulator host:port', () => {
    expect(hostAndPort('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(hostAndPort('localhost:9199')).toEqual({ host: 'localhost', port: 9199 });
  });
  it('points an SDK at its emulator once', () => {
    const connect = jest.fn();
    const instance = {};
    expect(onEmulator(instance, '127.0.0.1:8080', connect)).toBe(instance);
    onEmulator(instance, '127.0.0.1:8080', connect);
    onEmulator({}, null, connect);
    expect(connect.mock.calls).toEqual([[instance, '127.0.0.1:8080']]);
  });
  it('builds picture URLs for emulators and production', () => {
    expect(publicMediaUrl('demo-seawave.appspot.com', 'images/a b.png', '127.0.0.1:9199')).toBe(
      'http://127.0.0.1:9199/v0/b/demo-seawave.appspot.com/o/images%2Fa%20b.png?alt=media',
    );
    expect(publicMediaUrl('p.appspot.com', 'images/x.png', null)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/images%2Fx.png?alt=media',
    );
  });
  it('recognises "object not found" storage errors', () => {
    expect(isNotFound({ code: 'storage/object-not-found' })).toBe(true);
    expect(isNotFound({ code: 'storage/unauthorized' })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
  it('turns snapshots into raw documents, estimating timestamps', () => {
    const data = jest.fn(() => ({ name: 'x' }));
    const snapshot = { id: 'd1', exists: () => true, data } as unknown as Parameters<typeof snapshotToRaw>[0]; // reason: minimal snapshot stub
    expect(snapshotToRaw(snapshot)).toEqual({ id: 'd1', data: { name: 'x' } });
    expect(data).toHaveBeenCalledWith({ serverTimestamps: 'estimate' });
    const missing = { id: 'd2', exists: () => false, data } as unknown as Parameters<typeof snapshotToRaw>[0];
    expect(snapshotToRaw(missing)).toBeNull();
  });
});
