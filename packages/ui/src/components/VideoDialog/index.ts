export {
  VideoDialog,
  completionStates,
  defaultVideoDialogLabels,
  formatPlayerTime,
  type VideoMarker,
  type CompletionState,
  type VideoDialogLabels,
  type VideoDialogProps,
  type VideoDialogSource,
} from './VideoDialog.tsx';
export type { SeekRequest } from './players.tsx';
export { loadYouTubeApi, YOUTUBE_API_URL } from './youtubeApi.ts';
