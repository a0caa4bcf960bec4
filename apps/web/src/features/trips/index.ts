// The trip core's public face for other features (STYLE.md, "Composing features"): its data (keys, queries,
// the item lists' factory) and the import action's slot. Its building blocks for screens (parts, form
// fields, date and price helpers) are in components/index.ts: a feature in the always-loaded app frame that
// needs a key does not pull the screens' parts (forms, date pickers, date locales) into the frame's chunk.
// app/ composes from their own modules.

export { tripItemList } from './api/trip-items';
export { tripKeys, tripQueries } from './api/trip-queries';
export {
  ImportActionContext,
  ImportActionSlot,
  type ImportActionProps,
} from './components/import-action-slot';
