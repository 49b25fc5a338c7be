// News: the reader's list, badge and detail; management, the image and attachments, wired as one module.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { newsManagementRoutes } from './news-management.routes';
import { createNewsManagementService, type DetectFileType, type FetchImage } from './news-management.service';
import { newsMediaRoutes } from './news-media.routes';
import { newsRoutes } from './news.routes';
import { createNewsService } from './news.service';

export type { DetectFileType, FetchImage } from './news-management.service';

export interface NewsModuleDeps {
  db: Db;
  /** Where the image and attachments keep their bytes (the files area's storage). */
  storage: Storage;
  /** The files area's type check of an upload, so attachments follow the same rule as every other upload. */
  detectFileType: DetectFileType;
  /** The files area's cleaning of an uploaded file's name. */
  cleanFileName: (raw: string) => string;
  /** Fetches a photo-library image (`imageUrl`); without it such an address is refused. */
  fetchImage?: FetchImage;
  now?: () => Date;
}

export function createNewsModule({ db, storage, detectFileType, cleanFileName, fetchImage, now }: NewsModuleDeps) {
  const news = createNewsService({ db, now });
  const management = createNewsManagementService({ db, storage, detectFileType, fetchImage, detail: news.detail });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(newsRoutes(news));
      await app.register(newsManagementRoutes(management));
      await app.register(newsMediaRoutes(management, cleanFileName));
    },
  };
}
