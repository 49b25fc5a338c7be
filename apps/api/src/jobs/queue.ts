// The job queue lives in plugins/ (features define their jobs on it); jobs/ keeps this name for its own imports.
export * from '../plugins/job-queue';
