// What other features may use of corrections; the rest of this folder is its own (eslint.config.js keeps it so).
export { AddRowButton } from './components/add-row-button.tsx';
export { CorrectionBadges } from './components/correction-badges.tsx';
export { EditedMarker } from './components/edited-marker.tsx';
export { RowActionsMenu, type RowCorrectionHandlers } from './components/row-actions-menu.tsx';
export { SplitParts } from './components/split-parts.tsx';
export { useRowCorrections } from './hooks/use-row-corrections.tsx';
export { rowActions } from './lib/row-actions.ts';
