// Third-party scripts the components load, answered locally so stories and tests never reach the internet.
import { http, HttpResponse } from 'msw';

/**
 * The YouTube IFrame Player API (https://www.youtube.com/iframe_api) as a script that defines `window.YT` with a
 * player drawing a labelled placeholder instead of YouTube's iframe. It reports ready, then playing, so the video
 * dialog behaves as with the real player; its clock stands still (progress stays where it started).
 */
export const youtubeIframeApiStub = http.get('https://www.youtube.com/iframe_api', () => {
  const script = `(() => {
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
      setTimeout(() => {
        options.events?.onReady?.({ target: this });
        this.state = 1;
        options.events?.onStateChange?.({ data: 1, target: this });
      }, 0);
    }
    getCurrentTime() { return 0; }
    getDuration() { return 120; }
    getPlayerState() { return this.state; }
    playVideo() { this.state = 1; }
    destroy() { this.frame.remove(); }
  }
  window.YT = { Player, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 } };
  window.onYouTubeIframeAPIReady?.();
})();`;
  return new HttpResponse(script, { headers: { 'content-type': 'text/javascript' } });
});
