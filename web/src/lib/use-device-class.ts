import { deviceClass } from '@ocupacional/shared';
import type { DeviceClass } from '@ocupacional/shared';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The device class of the window (spec 1 §9: lg from 1200 px, md from 992, sm from 785, else xs), kept current. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(
    subscribe,
    () => deviceClass(window.innerWidth),
    () => 'lg',
  );
}
