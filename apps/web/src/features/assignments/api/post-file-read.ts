import { postFileRead, postFileUnread, type FileReadState } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { pathOf } from './query-keys';

/** `POST /api/file/{id}/read` or `/unread`: the caller's read flag of a file (educators; never their own files). */
export function setFileRead(id: string, read: boolean): Promise<FileReadState> {
  const endpoint = read ? postFileRead : postFileUnread;
  return post(pathOf(endpoint.path, { id }), undefined, { schema: endpoint.response[200] });
}
