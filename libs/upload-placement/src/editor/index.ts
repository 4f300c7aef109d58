// The placement editor, for the upload page of this lib.
export { PlacementEditor, type PlacementEditorProps } from './placement-editor';
export { recipientColour } from './recipient-colour';
