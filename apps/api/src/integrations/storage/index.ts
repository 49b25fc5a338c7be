// File storage: the interface, the disk implementation (DATA_DIR/files) and an in-memory fake of the same type.
export * from './storage';
export * from './disk-storage';
export * from './memory-storage';
