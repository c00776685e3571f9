// `@seawave/shared-ui/dialog`: the confirmation dialog and the focus and
// styles of modal dialogs. Not part of the singleton index: only the staff
// screens use them, so no visitor's page downloads them.
export { useConfirm } from './components/confirm-dialog/confirm-dialog';
export { useModalFocus } from './hooks/use-modal-focus';
export { modalOverlayStyles, modalPanelStyles } from './components/modal/modal-styles';
