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
export { captionTextAt, webVttOf, type VideoCaptionCue, type VideoCaptions } from './captions.ts';
export { loadYouTubeApi, YOUTUBE_API_URL } from './youtubeApi.ts';
