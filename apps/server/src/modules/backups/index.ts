export { BackupError, createBackup, restoreBackup } from './backups.ts';
