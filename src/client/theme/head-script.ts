/**
 * The inline `<head>` script the build writes into every page. It runs before first paint, so the
 * page never flashes the wrong palette and elements hidden by query switches never shift the layout:
 *
 * - `localStorage['theme-appearance']` is `light`, `dark` or `auto` (default); `auto` follows
 *   `prefers-color-scheme`. Dark sets the `dark` class on `<html>`. A site whose `themeConfig.darkMode` is not
 *   `auto` says so in `data-appearance` on `<html>`: `dark` or `light` stands for a reader's choice not made,
 *   and `force-dark` or `force-light` wins over any (see shared/appearance.ts).
 * - `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` each set `data-hide-<name>` on `<html>`,
 *   which the stylesheet uses to hide that element.
 *
 * ES5 syntax (the build inlines it verbatim); every storage or API failure is swallowed, because a
 * broken head script must never stop the page from rendering.
 */
export const themeScript =
  "(function(){var d=document.documentElement,a=d.getAttribute('data-appearance')||'',f=a.slice(0,6)==='force-',s=null;" +
  "try{if(!f)s=localStorage.getItem('theme-appearance')}catch(e){}" +
  "try{if(f)s=a.slice(6);else if(s!=='dark'&&s!=='light')s=a;" +
  "if(s==='dark'||(s!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches))d.classList.add('dark')}catch(e){}" +
  "try{var q=location.search,k=['navbar','sidebar','outline','footer'],i;" +
  "for(i=0;i<k.length;i++)if(new RegExp('[?&]'+k[i]+'=0(&|$)').test(q))d.setAttribute('data-hide-'+k[i],'')}catch(e){}})();";
