export { BackupError } from './backup-error.ts';
export { createBackup, restoreBackup } from './backups.ts';
