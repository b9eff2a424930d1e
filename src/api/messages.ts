// The user's conversations: the profile's messages screen reads them, the write-message dialog
// (on a listing and a user's page) changes them.
import { queryOptions } from '@tanstack/react-query';
import { $api } from './queries';

/** The user's conversations, newest first, with their unread counts (GET /client-api/messages). */
export const conversationsQuery = () => queryOptions($api.queryOptions('get', '/client-api/messages'));

/** One conversation's messages; reading it marks them read on the server (GET /client-api/messages/{userId}). */
export const threadQuery = (userId: number) => $api.queryOptions('get', '/client-api/messages/{userId}', { params: { path: { userId } } });
