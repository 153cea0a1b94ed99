/**
 * Brings the sidebar's link to the page shown into view when the document is read, as Rspress's sidebar does: on
 * a long sidebar (forty pages of a section) it sat below the fold, and nothing showed where the reader was. The
 * sidebar scrolls on its own (the window does not), and only when the link is out of its lower part, to its middle.
 * Inlined in every page's `<head>` (ES5, see ssr.tsx); it waits for the sidebar to be parsed, and a failure is
 * swallowed.
 */
export const sidebarScrollScript =
  "addEventListener('DOMContentLoaded',function(){try{var s=document.getElementById('doc-sidebar')," +
  'a=s&&s.querySelector(\'[aria-current="page"]\');if(!a)return;' +
  'var t=a.getBoundingClientRect().top-s.getBoundingClientRect().top;' +
  'if(t>s.clientHeight*0.8)s.scrollTop+=t-s.clientHeight/2}catch(e){}});';
