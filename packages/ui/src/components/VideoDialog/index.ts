export {
  VideoDialog,
  completionStates,
  defaultVideoDialogLabels,
  type CompletionState,
  type VideoDialogLabels,
  type VideoDialogProps,
  type VideoDialogSource,
} from './VideoDialog.tsx';
export { loadYouTubeApi, YOUTUBE_API_URL } from './youtubeApi.ts';
