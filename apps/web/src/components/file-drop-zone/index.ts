export { FileDropZone, type FileDropZoneProps } from './file-drop-zone';
export { UPLOAD_CHUNK_BYTES, UPLOAD_RETRY_DELAYS, type StoredFile } from './use-uploads';
