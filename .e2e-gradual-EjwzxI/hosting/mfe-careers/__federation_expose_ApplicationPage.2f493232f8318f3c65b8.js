"use strict";(self.webpackChunkmfeCareers=self.webpackChunkmfeCareers||[]).push([[1343],{2771(s,e,i){i.d(e,{Rs:()=>d,YK:()=>c,y$:()=>t});var a=i(2689),n=i(7312);const r=(0,n.keyframes)("to{transform:rotate(360deg);}");function t({label:s="Loading",size:e=20,inverse:i=!1}){const t=(0,n.useTheme)(),l=i?t.colors.inverse:t.colors.primary;return(0,a.jsxs)("span",{role:"status","aria-live":"polite",css:(0,n.css)("display:inline-flex;"),children:[(0,a.jsx)("span",{"aria-hidden":"true",css:(0,n.css)("width:",e,"px;height:",e,"px;border:3px solid ",l,"33;border-top-color:",l,";border-radius:50%;animation:",r," 0.8s linear infinite;")}),(0,a.jsx)("span",{css:o,children:s})]})}const o=(0,n.css)("position:absolute !important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;"),l=(0,n.keyframes)("0%,100%{transform:scale(0.4);opacity:0.35;}50%{transform:scale(1);opacity:1;}");function c({label:s="Loading"}){const e=(0,n.useTheme)();return(0,a.jsxs)("div",{role:"status","aria-live":"polite",css:(0,n.css)("display:inline-flex;align-items:center;"),children:[(0,a.jsx)("div",{"aria-hidden":"true","data-testid":"pair-loader",css:(0,n.css)("display:flex;gap:6px;"),children:Array.from({length:10},(s,i)=>(0,a.jsxs)("span",{"data-pair":i+1,css:n.css`
              display: flex;
              flex-direction: column;
              gap: 6px;
              & > span {
                width: 10px;
                height: 10px;
                border-radius: 50%;
                animation: ${l} 1.2s ease-in-out infinite;
                animation-delay: ${.12*i}s;
              }
              & > span:first-of-type {
                background: ${e.colors.primary};
              }
              & > span:last-of-type {
                background: ${e.colors.ocean};
                animation-delay: ${.12*i+.6}s;
              }
            `,children:[(0,a.jsx)("span",{}),(0,a.jsx)("span",{})]},i))}),(0,a.jsx)("span",{css:o,children:s})]})}function d({label:s="Loading page"}){const e=(0,n.useTheme)();return(0,a.jsx)("div",{"data-testid":"full-screen-spinner",css:(0,n.css)("position:fixed;inset:0;display:grid;place-items:center;background:",e.colors.background,";z-index:",e.zIndex.overlay,";"),children:(0,a.jsx)(t,{label:s,size:48})})}i.d(e,["Qg",0,o])}}]);