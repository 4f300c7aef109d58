import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorController, EditorStoreState } from '../editor-controller';

export const EditorContext = createContext<EditorController | null>(null);

export function useEditorController(): EditorController {
  const controller = useContext(EditorContext);
  if (!controller) throw new Error('useEditorController is used outside the placement editor');
  return controller;
}

/** A slice of the editor's store; the component re-renders only when the slice changes. */
export function useEditorStore<T>(selector: (state: EditorStoreState) => T): T {
  return useStore(useEditorController().store, selector);
}
