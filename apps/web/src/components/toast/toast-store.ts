import { create } from 'zustand';

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

interface ToastState {
  toasts: Toast[];
  show(kind: Toast['kind'], text: string): void;
  dismiss(id: number): void;
}

let nextId = 1;
const VISIBLE_MS = 4000;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show(kind, text) {
    const id = nextId++;
    set({ toasts: [...get().toasts.slice(-2), { id, kind, text }] });
    setTimeout(() => get().dismiss(id), VISIBLE_MS);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

export const toast = {
  success: (text: string) => useToastStore.getState().show('success', text),
  error: (text: string) => useToastStore.getState().show('error', text),
  info: (text: string) => useToastStore.getState().show('info', text),
};
