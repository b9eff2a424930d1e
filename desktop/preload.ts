// The preload, the only door between the page and the main process: it exposes a few named
// functions through contextBridge, never ipcRenderer itself. It is bundled into one file because
// a sandboxed preload can require nothing but `electron` (and a few Node built-ins).
import { contextBridge, ipcRenderer } from 'electron';
import { Channel, type RealtDesktopApi } from './ipc-channels';

const bridge: RealtDesktopApi = {
  isDesktop: true,
  setModerationCount(count) {
    ipcRenderer.send(Channel.SetModerationCount, count);
  },
  setLanguage(lang) {
    ipcRenderer.send(Channel.SetLanguage, lang);
  },
};

contextBridge.exposeInMainWorld('realtDesktop', bridge);
