// Likes change at once on screen (optimistic) and roll back when the server refuses.
// A pure reducer so the rules can be tested without React or a network.

export type LikeEntry = { liked: boolean; count: number; pending: boolean };
export type LikeState = Record<string, LikeEntry>;

export type LikeAction =
  /** Server truth for some topics; entries with a request in flight keep their optimistic value. */
  | { type: 'loaded'; entries: Record<string, { liked: boolean; count: number }> }
  /** The user pressed like/unlike: flip at once. Ignored while a request for the topic is pending. */
  | { type: 'toggled'; topicId: string }
  /** The server accepted the change. */
  | { type: 'confirmed'; topicId: string }
  /** The server refused: put back what was there before the toggle. */
  | { type: 'failed'; topicId: string };

export function likeReducer(state: LikeState, action: LikeAction): LikeState {
  switch (action.type) {
    case 'loaded': {
      const next = { ...state };
      for (const [topicId, entry] of Object.entries(action.entries)) {
        if (next[topicId]?.pending) continue;
        next[topicId] = { ...entry, pending: false };
      }
      return next;
    }
    case 'toggled': {
      const entry = state[action.topicId];
      if (!entry || entry.pending) return state;
      return { ...state, [action.topicId]: flip(entry, true) };
    }
    case 'confirmed': {
      const entry = state[action.topicId];
      if (!entry?.pending) return state;
      return { ...state, [action.topicId]: { ...entry, pending: false } };
    }
    case 'failed': {
      const entry = state[action.topicId];
      if (!entry?.pending) return state;
      return { ...state, [action.topicId]: flip(entry, false) };
    }
  }
}

function flip(entry: LikeEntry, pending: boolean): LikeEntry {
  return { liked: !entry.liked, count: Math.max(0, entry.count + (entry.liked ? -1 : 1)), pending };
}
