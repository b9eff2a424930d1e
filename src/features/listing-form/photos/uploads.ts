import { useState, type Dispatch, type SetStateAction } from 'react';

export interface Upload {
  main: boolean;
  /** the share sent, 0 to 1 */
  progress: number;
}

export type UploadMap = ReadonlyMap<string, Upload>;

/**
 * The photo uploads in flight, by photo key. The form holds them, not the photo manager: Next
 * waits for them (a photo on its way is not missing) and a reload is asked about meanwhile.
 */
export type Uploads = readonly [UploadMap, Dispatch<SetStateAction<UploadMap>>];

export const useUploads = (): Uploads => useState<UploadMap>(new Map());
