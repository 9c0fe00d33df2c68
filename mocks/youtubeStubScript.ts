/**
 * The YouTube IFrame Player API as a script that defines `window.YT` with a player drawing a labelled placeholder
 * instead of YouTube's iframe. It reports ready, then playing, so the video dialog behaves as with the real player.
 * Its clock stands still at the start second, or where it was last sought; the placeholder's `data-at` says where
 * (e2e journeys and play tests read it). Used by the MSW handler (thirdParty.ts) and by e2e journeys (page.route).
 */
/** How long every stub video is. */
export const STUB_VIDEO_SECONDS = 120;

export const YOUTUBE_STUB_SCRIPT = `(() => {
  class Player {
    constructor(element, options) {
      this.options = options;
      const frame = document.createElement('div');
      frame.setAttribute('role', 'img');
      frame.setAttribute('aria-label', 'YouTube player (stub) ' + options.videoId);
      frame.dataset.youtubeStub = options.videoId;
      frame.style.cssText = 'inline-size:100%;block-size:100%;background:#111;';
      element.replaceWith(frame);
      this.frame = frame;
      this.state = -1;
      this.seekTo(Number(options.playerVars?.start ?? 0));
      setTimeout(() => {
        options.events?.onReady?.({ target: this });
        this.state = 1;
        options.events?.onStateChange?.({ data: 1, target: this });
      }, 0);
    }
    seekTo(seconds) { this.time = seconds; this.frame.dataset.at = String(seconds); }
    getCurrentTime() { return this.time; }
    getDuration() { return ${STUB_VIDEO_SECONDS}; }
    getPlayerState() { return this.state; }
    playVideo() { this.state = 1; }
    destroy() { this.frame.remove(); }
  }
  window.YT = { Player, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 } };
  window.onYouTubeIframeAPIReady?.();
})();`;
