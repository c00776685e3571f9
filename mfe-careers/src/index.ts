// Standalone entry for this remote's own development; the shell loads remoteEntry.js instead.
void import('./bootstrap');
