import type { PageReloader } from '../../ports/page-reloader';

export class WindowPageReloader implements PageReloader {
  reload(): void {
    window.location.reload();
  }
}
