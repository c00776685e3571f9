// Not part of the singleton index: only staff screens use these.
export { useConfirm } from './components/confirm-dialog/confirm-dialog';
export { useModalFocus } from './hooks/use-modal-focus';
export { modalOverlayStyles, modalPanelStyles } from './components/modal/modal-styles';
