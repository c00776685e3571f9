"use strict";
exports.ids = [766];
exports.modules = {

/***/ 716
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bs: () => (/* binding */ isCleanText),
/* harmony export */   I8: () => (/* binding */ isPhoneNumber),
/* harmony export */   JX: () => (/* binding */ contentTypeOf),
/* harmony export */   LN: () => (/* binding */ sortByCreatedAt),
/* harmony export */   OD: () => (/* binding */ FileValidationError),
/* harmony export */   Z6: () => (/* binding */ isEmailAddress),
/* harmony export */   hZ: () => (/* binding */ acceptAttribute),
/* harmony export */   nJ: () => (/* binding */ validateFile)
/* harmony export */ });
/* unused harmony exports collections, storageFolders, fileLimits, sanitizeFileName, uniqueStoragePath, resumeStoragePath, randomId, phoneCharacters, phoneDigits, emailPattern, singleLineTextPattern, multiLineTextPattern, isOverLimit */
/* empty/unused harmony star reexport */
/* empty/unused harmony star reexport */
/* empty/unused harmony star reexport */
/* empty/unused harmony star reexport */
/* harmony import */ var _limits_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(208);
// No SDK code here, so pages may import this module freely.

const collections = (/* unused pure expression or super */ null && ({
    posts: 'posts',
    jobvacancy: 'jobvacancy',
    applicants: 'applicants',
    quotes: 'quotes',
    rates: 'rates'
}));
const storageFolders = (/* unused pure expression or super */ null && ([
    'images',
    'resume'
]));

const relocateOptions = [
    'yes',
    'no'
];
const experienceOptions = [
    '0-1',
    '2-5',
    '6+'
];
const fieldLimits = _limits_json__WEBPACK_IMPORTED_MODULE_0__/* .fields */ .OA;
const numberLimits = _limits_json__WEBPACK_IMPORTED_MODULE_0__/* .numbers */ .nL;
/** The bounds of the price staff send a shipper: those of any amount staff type. */ const staffPriceLimits = {
    maxAmount: numberLimits.amount.max,
    maxDecimals: numberLimits.amount.decimals
};
const fileLimits = _limits_json__WEBPACK_IMPORTED_MODULE_0__/* .files */ .aq;
function acceptAttribute(kind) {
    const limit = fileLimits[kind];
    return [
        ...limit.contentTypes,
        ...limit.extensions
    ].join(',');
}
function formatMegabytes(bytes) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
/** Guessed from the extension when the browser left the type empty. */ function contentTypeOf(file) {
    if (file.type) return file.type;
    const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
    const byExt = {
        '.png': 'image/png',
        '.jpg': 'image/jpeg',
        '.jpeg': 'image/jpeg',
        '.webp': 'image/webp',
        '.gif': 'image/gif',
        '.pdf': 'application/pdf',
        '.doc': 'application/msword',
        '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    };
    return byExt[ext] ?? '';
}
/** The message to show the user, or null when the file is acceptable. */ function validateFile(kind, file) {
    const limit = fileLimits[kind];
    const what = kind === 'image' ? 'image' : 'resume';
    if (!file) return `Please choose ${limit.description}.`;
    if (!limit.contentTypes.includes(contentTypeOf(file))) {
        return `The ${what} "${file.name}" must be ${limit.description}.`;
    }
    if (file.size === 0) return `The ${what} "${file.name}" is empty.`;
    if (file.size > limit.maxBytes) {
        return `The ${what} "${file.name}" is larger than ${formatMegabytes(limit.maxBytes)}.`;
    }
    return null;
}
class FileValidationError extends Error {
    name = 'FileValidationError';
}
/** Returns a new array; items without a date come last, in their original order. */ function sortByCreatedAt(items, order = 'latest') {
    const time = (item)=>{
        const t = item.createdAt?.getTime();
        return t === undefined || Number.isNaN(t) ? null : t;
    };
    return [
        ...items
    ].sort((a, b)=>{
        const ta = time(a);
        const tb = time(b);
        if (ta === null && tb === null) return 0;
        if (ta === null) return 1;
        if (tb === null) return -1;
        return order === 'latest' ? tb - ta : ta - tb;
    });
}
function sanitizeFileName(name) {
    const base = name.split(/[\\/]/).pop() ?? '';
    const clean = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-+/g, '-').replace(/^[-.]+/, '').slice(-80);
    return clean || 'file';
}
function randomPart() {
    const cryptoObj = globalThis.crypto;
    if (cryptoObj?.getRandomValues) {
        const bytes = cryptoObj.getRandomValues(new Uint8Array(6));
        return Array.from(bytes, (b)=>b.toString(16).padStart(2, '0')).join('');
    }
    return Math.random().toString(16).slice(2, 14).padEnd(12, '0');
}
function uniqueStoragePath(folder, fileName, now = Date.now()) {
    return `${folder}/${now}-${randomPart()}-${sanitizeFileName(fileName)}`;
}
/**
 * In the uploader's own folder: the rules let an application name only its own identity's resume,
 * so deleting one application never deletes another's file.
 */ function resumeStoragePath(uid, fileName, now = Date.now()) {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) throw new Error(`Not a user id: ${uid}`);
    return `resume/${uid}/${now}-${randomPart()}-${sanitizeFileName(fileName)}`;
}
function randomId() {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const cryptoObj = globalThis.crypto;
    const bytes = cryptoObj?.getRandomValues ? cryptoObj.getRandomValues(new Uint8Array(20)) : Uint8Array.from({
        length: 20
    }, ()=>Math.floor(Math.random() * 256));
    return Array.from(bytes, (b)=>alphabet[b % alphabet.length]).join('');
}
const phoneCharacters = /^[0-9 +()-]+$/;
const phoneDigits = {
    min: _limits_json__WEBPACK_IMPORTED_MODULE_0__/* .phone.minDigits */ .lZ.FY,
    max: _limits_json__WEBPACK_IMPORTED_MODULE_0__/* .phone.maxDigits */ .lZ.fc
};
const PHONE_INVALID_TEXT = `Please enter a valid phone number (${phoneDigits.min} to ${phoneDigits.max} digits).`;
function isPhoneNumber(value) {
    const trimmed = value.trim();
    const digits = trimmed.replace(/[^0-9]/g, '').length;
    return phoneCharacters.test(trimmed) && digits >= phoneDigits.min && digits <= phoneDigits.max;
}
/**
 * Any script, apostrophes and the other RFC 5322 characters; never '?', '&', '%', whitespace, quotes, commas or angle
 * brackets, so a stored address is safe in a `mailto:` link and cannot carry a mail header.
 */ const emailPattern = _limits_json__WEBPACK_IMPORTED_MODULE_0__/* .patterns.email */ .qp.Rp;
/** Refuses control characters and the bidi embedding, override and isolate characters, which can disguise text. */ const singleLineTextPattern = _limits_json__WEBPACK_IMPORTED_MODULE_0__/* .patterns.singleLineText */ .qp.iM;
const multiLineTextPattern = _limits_json__WEBPACK_IMPORTED_MODULE_0__/* .patterns.multiLineText */ .qp.Dm;
const whole = (source)=>new RegExp(`^(?:${source})$`, 'u');
const emailRegExp = whole(emailPattern);
const singleLineRegExp = whole(singleLineTextPattern);
const multiLineRegExp = whole(multiLineTextPattern);
function isEmailAddress(value) {
    return typeof value === 'string' && value.length <= _limits_json__WEBPACK_IMPORTED_MODULE_0__/* .fields.email */ .OA.email && emailRegExp.test(value);
}
function isCleanText(value, multiLine = false) {
    return (multiLine ? multiLineRegExp : singleLineRegExp).test(value);
}
function isOverLimit(field, value) {
    return value.length > fieldLimits[field];
}
const TOO_LONG_TEXT = 'Some answers are too long. Please shorten them.';
const fieldNotes = {
    required: 'This field is required.',
    email: 'Enter an address like name@company.com.',
    phone: `Use digits, spaces, +, - and parentheses: ${phoneDigits.min} to ${phoneDigits.max} digits.`,
    tooLong: (limit)=>`Please shorten this to ${typeof limit === 'number' ? limit : fieldLimits[limit]} characters or fewer.`
};

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "AI", 0, /* binding */ TOO_LONG_TEXT,
/* harmony export */   "F_", 0, /* binding */ experienceOptions,
/* harmony export */   "HC", 0, /* binding */ fieldLimits,
/* harmony export */   "I7", 0, /* binding */ fieldNotes,
/* harmony export */   "ju", 0, /* binding */ PHONE_INVALID_TEXT,
/* harmony export */   "kA", 0, /* binding */ staffPriceLimits,
/* harmony export */   "m_", 0, /* binding */ numberLimits,
/* harmony export */   "q_", 0, /* binding */ relocateOptions
/* harmony export */ ]);


/***/ },

/***/ 987
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iT: () => (/* binding */ toError),
/* harmony export */   xQ: () => (/* binding */ sameDeps)
/* harmony export */ });
function toError(value) {
    return value instanceof Error ? value : new Error(String(value));
}
const loadingState = {
    status: 'loading'
};
function sameDeps(a, b) {
    return a.length === b.length && a.every((value, i)=>Object.is(value, b[i]));
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "Ml", 0, /* binding */ loadingState
/* harmony export */ ]);


/***/ },

/***/ 747
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ isVacancyOpen)
/* harmony export */ });
/** The closing day itself is open: the vacancy closes when the next UTC day begins, as the security rules judge it. */ function isVacancyOpen(vacancy, now) {
    if (vacancy.isBlocked) return false;
    return !vacancy.closingDate || now.toISOString().slice(0, 10) <= vacancy.closingDate;
}


/***/ },

/***/ 139
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Zp: () => (/* binding */ Card),
  hJ: () => (/* binding */ Overlay),
  wn: () => (/* binding */ Section)
});

// EXTERNAL MODULE: consume shared module (default) @emotion/react/jsx-runtime@!=1.1...0...0 (singleton)
var jsx_runtime_1_1_0_singleton_ = __webpack_require__(167);
// EXTERNAL MODULE: consume shared module (default) @emotion/react@!=1.1...0...0 (singleton)
var react_1_1_0_singleton_ = __webpack_require__(676);
// EXTERNAL MODULE: ../shared-ui/src/theme/theme.ts
var theme_theme = __webpack_require__(234);
;// ../shared-ui/src/components/layout/page-container.tsx
/* unused harmony import specifier */ var useTheme;
/* unused harmony import specifier */ var jsx;


const containerStyles = (theme, narrow, padded = false)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("width:100%;max-width:", narrow ? '48rem' : theme.layout.maxWidth, ";margin-inline:auto;padding-inline:", theme.space[4], ";", padded ? `padding-block: ${theme.space[7]} ${theme.space[8]};` : '', " ", (0,theme_theme.mq)('md'), "{padding-inline:", theme.space[6], ";}");
function PageContainer({ as: Tag = 'div', narrow = false, padded = false, ...rest }) {
    const theme = useTheme();
    // emotion's jsx() takes the tag as a value, so one code path serves every allowed tag.
    return jsx(Tag, {
        ...rest,
        css: containerStyles(theme, narrow, padded)
    });
}

;// ../shared-ui/src/components/layout/layout.tsx




/** Give it `aria-labelledby` pointing at its heading so it becomes a named region. */ function Section({ tone = 'default', contained = true, narrow = false, children, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("section", {
        ...rest,
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("padding-block:", theme.space[7], ";scroll-margin-top:", theme.layout.headerHeight, ";color:", tone === 'dark' ? theme.colors.inverse : theme.colors.text, ";background:", tone === 'dark' ? theme.colors.ink : tone === 'surface' ? theme.colors.surface : theme.colors.background, ";", (0,theme_theme.mq)('md'), "{padding-block:", theme.space[8], ";}"),
        children: contained ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("div", {
            css: containerStyles(theme, narrow),
            children: children
        }) : children
    });
}
/** Positioned, so an Overlay can cover it. */ function Card({ as: Tag = 'div', padded = true, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return (0,react_1_1_0_singleton_.jsx)(Tag, {
        ...rest,
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("position:relative;display:flex;flex-direction:column;gap:", theme.space[3], ";min-width:0;padding:", padded ? theme.space[5] : 0, ";overflow:hidden;color:", theme.colors.text, ";background:", theme.colors.background, ";border:1px solid ", theme.colors.border, ";border-radius:", theme.radii.lg, ";box-shadow:", theme.shadows.card, ";list-style:none;")
    });
}
/** Dark translucent layer: its white text has over 7:1 contrast whatever lies beneath. */ function Overlay({ passThrough = false, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("div", {
        ...rest,
        "data-overlay": "",
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("position:absolute;inset:0;z-index:1;display:grid;place-items:center;padding:", theme.space[4], ";text-align:center;font-family:", theme.fonts.heading, ";font-size:", theme.fontSizes.xl, ";font-weight:700;letter-spacing:0.02em;color:", theme.colors.inverse, ";background:", theme.colors.overlay, ";border-radius:inherit;pointer-events:", passThrough ? 'none' : 'auto', ";")
    });
}


/***/ },

/***/ 419
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ QueryView)
});

// EXTERNAL MODULE: consume shared module (default) @emotion/react/jsx-runtime@!=1.1...0...0 (singleton)
var jsx_runtime_1_1_0_singleton_ = __webpack_require__(167);
// EXTERNAL MODULE: consume shared module (default) @emotion/react@!=1.1...0...0 (singleton)
var react_1_1_0_singleton_ = __webpack_require__(676);
// EXTERNAL MODULE: consume shared module (default) react-router-dom@!=7...0...0 (singleton)
var consume_shared_module_default_react_router_dom_7_0_singleton_ = __webpack_require__(12);
;// ../shared-ui/src/components/button/button.tsx
/* unused harmony import specifier */ var _jsx;
/* unused harmony import specifier */ var _jsxs;
/* unused harmony import specifier */ var useTheme;
/* unused harmony import specifier */ var Link;
/* unused harmony import specifier */ var visuallyHidden;




const buttonStyles = (theme, { variant = 'primary', size = 'md' } = {})=>{
    const palette = {
        primary: {
            bg: theme.colors.primary,
            fg: theme.colors.inverse,
            hover: theme.colors.primaryHover,
            border: theme.colors.primary
        },
        secondary: {
            bg: theme.colors.inverse,
            fg: theme.colors.primary,
            hover: theme.colors.surface,
            border: theme.colors.primary
        },
        ghost: {
            bg: 'transparent',
            fg: 'inherit',
            hover: theme.colors.neutralTint,
            border: 'transparent'
        },
        danger: {
            bg: theme.colors.danger,
            fg: theme.colors.inverse,
            hover: theme.colors.dangerHover,
            border: theme.colors.danger
        },
        light: {
            bg: theme.colors.inverse,
            fg: theme.colors.ink,
            hover: theme.colors.surface,
            border: theme.colors.inverse
        }
    }[variant];
    const padding = {
        sm: '0.35rem 0.8rem',
        md: '0.6rem 1.25rem',
        lg: '0.85rem 1.75rem'
    }[size];
    return /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:inline-flex;align-items:center;justify-content:center;gap:", theme.space[2], ";padding:", padding, ";min-height:44px;font:inherit;font-weight:600;font-size:", size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md, ";line-height:1.2;text-decoration:none;color:", palette.fg, ";background:", palette.bg, ";border:2px solid ", palette.border, ";border-radius:", theme.radii.md, ";cursor:pointer;transition:background-color 0.2s ease,transform 0.2s ease;&:hover:not(:disabled){background:", palette.hover, ";}&:active:not(:disabled){transform:translateY(1px);}&:disabled{opacity:0.6;cursor:not-allowed;}");
};
/** `type` defaults to "button" so a button never submits a form by accident. */ function Button({ variant, size, type = 'button', ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("button", {
        type: type,
        css: buttonStyles(theme, {
            variant,
            size
        }),
        ...rest
    });
}
function ButtonLink({ variant, size, ...rest }) {
    const theme = useTheme();
    return /*#__PURE__*/ _jsx(Link, {
        css: buttonStyles(theme, {
            variant,
            size
        }),
        ...rest
    });
}
function ExternalButtonLink({ variant, size, newTab = false, children, ...rest }) {
    const theme = useTheme();
    return /*#__PURE__*/ _jsxs("a", {
        css: buttonStyles(theme, {
            variant,
            size
        }),
        ...newTab ? {
            target: '_blank',
            rel: 'noopener noreferrer'
        } : {},
        ...rest,
        children: [
            children,
            newTab ? /*#__PURE__*/ _jsx(NewTabNote, {}) : null
        ]
    });
}
/** Heard but not seen: a link that opens a new tab says so in its accessible name. */ function NewTabNote() {
    return /*#__PURE__*/ _jsx("span", {
        css: visuallyHidden,
        children: " (opens in a new tab)"
    });
}

;// ../shared-ui/src/components/notice/notice.tsx
/* unused harmony import specifier */ var notice_jsxs;
/* unused harmony import specifier */ var notice_jsx;
/* unused harmony import specifier */ var notice_useTheme;
/* unused harmony import specifier */ var css;
/* unused harmony import specifier */ var focusRing;




const palette = (theme, variant)=>({
        error: {
            accent: theme.colors.danger,
            surface: theme.colors.dangerSurface,
            icon: '!'
        },
        success: {
            accent: theme.colors.success,
            surface: theme.colors.successSurface,
            icon: '✓'
        },
        info: {
            accent: theme.colors.primary,
            surface: theme.colors.surface,
            icon: 'i'
        }
    })[variant];
/** Render it only when there is a message: screen readers announce it when it appears. */ function Notice({ variant = 'info', heading, children, onDismiss, ...rest }) {
    const theme = notice_useTheme();
    const colors = palette(theme, variant);
    return /*#__PURE__*/ notice_jsxs("div", {
        ...rest,
        role: variant === 'error' ? 'alert' : 'status',
        "data-variant": variant,
        css: /*#__PURE__*/ css("display:flex;align-items:flex-start;gap:", theme.space[3], ";margin:0 0 ", theme.space[4], ";padding:", theme.space[3], " ", theme.space[4], ";color:", theme.colors.ink, ";background:", colors.surface, ";border:1px solid ", colors.accent, ";border-left-width:6px;border-radius:", theme.radii.md, ";&:focus-visible{", focusRing(theme), "}"),
        children: [
            /*#__PURE__*/ notice_jsx("span", {
                "aria-hidden": "true",
                "data-icon": colors.icon,
                css: /*#__PURE__*/ css("flex:none;display:inline-grid;place-items:center;width:1.5rem;height:1.5rem;margin-top:0.05rem;font-weight:700;font-size:", theme.fontSizes.sm, ";color:", theme.colors.inverse, ";background:", colors.accent, ";border-radius:50%;&::before{content:attr(data-icon);}")
            }),
            /*#__PURE__*/ notice_jsxs("div", {
                css: /*#__PURE__*/ css("flex:1;min-width:0;align-self:center;"),
                children: [
                    heading ? /*#__PURE__*/ notice_jsx("p", {
                        css: /*#__PURE__*/ css("margin:0;font-weight:700;color:", colors.accent, ";"),
                        children: heading
                    }) : null,
                    /*#__PURE__*/ notice_jsx("div", {
                        css: /*#__PURE__*/ css("& > p{margin:0;}"),
                        children: children
                    })
                ]
            }),
            onDismiss ? /*#__PURE__*/ notice_jsx("button", {
                type: "button",
                "aria-label": "Dismiss",
                onClick: onDismiss,
                css: /*#__PURE__*/ css("flex:none;display:inline-grid;place-items:center;width:44px;height:44px;margin:-", theme.space[2], " -", theme.space[2], " -", theme.space[2], " 0;padding:0;font:inherit;font-size:", theme.fontSizes.xl, ";line-height:1;color:", theme.colors.ink, ";background:transparent;border:0;border-radius:", theme.radii.md, ";cursor:pointer;&:hover{background:", theme.colors.inkTint, ";}&:focus-visible{", focusRing(theme), "}"),
                children: /*#__PURE__*/ notice_jsx("span", {
                    "aria-hidden": "true",
                    children: "×"
                })
            }) : null
        ]
    });
}
function ErrorText({ children, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
        ...rest,
        role: "alert",
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0 0 ", theme.space[3], ";font-weight:600;color:", theme.colors.danger, ";"),
        children: children
    });
}
function LoadError({ message, onRetry, actions, className }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
        className: className,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(ErrorText, {
                children: message
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:flex;flex-wrap:wrap;align-items:center;gap:", theme.space[4], ";"),
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(Button, {
                        variant: "secondary",
                        onClick: onRetry,
                        children: "Try again"
                    }),
                    actions
                ]
            })
        ]
    });
}

;// ../shared-ui/src/components/query-view/query-view.tsx


const emptyArray = (data)=>Array.isArray(data) && data.length === 0;
function QueryView({ state, loading, errorText, onRetry, errorActions, empty, isEmpty = emptyArray, children }) {
    if (state.status === 'loading') return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(jsx_runtime_1_1_0_singleton_.Fragment, {
        children: loading
    });
    if (state.status === 'error') return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(LoadError, {
        message: errorText,
        onRetry: onRetry,
        actions: errorActions
    });
    const { data } = state;
    if (data === null || data === undefined) return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(jsx_runtime_1_1_0_singleton_.Fragment, {
        children: empty ?? null
    });
    if (empty !== undefined && isEmpty(data)) return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(jsx_runtime_1_1_0_singleton_.Fragment, {
        children: empty
    });
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(jsx_runtime_1_1_0_singleton_.Fragment, {
        children: children(data)
    });
}


/***/ },

/***/ 234
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* unused harmony export theme */
/** The only place that names a colour or a media query: `theme-usage.test.ts` fails on one anywhere else. */ const colors = {
    ink: '#0b1220',
    text: '#1f2937',
    textMuted: '#4b5563',
    inverse: '#ffffff',
    inverseMuted: '#e5e7eb',
    inverseSubtle: '#cbd5e1',
    inverseLink: '#93c5fd',
    inverseBorder: 'rgba(255, 255, 255, 0.25)',
    background: '#ffffff',
    surface: '#f3f6fa',
    border: '#d1d9e6',
    header: '#000000',
    headerRaised: '#1f2937',
    headerControlBorder: '#555555',
    headerMenuBorder: '#333333',
    primary: '#0a58ca',
    primaryHover: '#0846a3',
    accent: '#f59e0b',
    ocean: '#0e7490',
    oceanSurface: '#e0f2fe',
    deepSea: '#0b3b60',
    navy: '#12305c',
    csrRose: '#831843',
    csrViolet: '#4c1d95',
    csrAccent: '#9d174d',
    /** 5.6:1 contrast for the chat button's white icon. */ chat: '#0b7a3e',
    chatHover: '#095e30',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSurface: '#fdecea',
    success: '#067647',
    successSurface: '#e7f6ee',
    focus: '#f59e0b',
    overlay: 'rgba(11, 18, 32, 0.72)',
    inkTint: 'rgba(11, 18, 32, 0.08)',
    neutralTint: 'rgba(127, 127, 127, 0.15)',
    skeleton: '#e3e8ef',
    skeletonHighlight: '#f4f6f9'
};
const theme = {
    colors,
    gradients: {
        banner: `linear-gradient(135deg, ${colors.ink}, ${colors.deepSea})`,
        csr: `linear-gradient(135deg, ${colors.csrRose}, ${colors.csrViolet})`,
        careers: `radial-gradient(circle at 20% 120%, ${colors.ocean} 0, transparent 55%), linear-gradient(135deg, ${colors.ink} 0%, ${colors.navy} 60%, ${colors.primaryHover} 100%)`,
        /** White title over the hero photos needs 4.5:1 or more. */ heroScrim: 'linear-gradient(180deg, rgba(2, 6, 23, 0.55), rgba(2, 6, 23, 0.75))',
        /** Dark enough for white text even where the photo is white. */ photoScrim: 'linear-gradient(180deg, rgba(2, 6, 23, 0.6), rgba(2, 6, 23, 0.85))',
        skeleton: `linear-gradient(90deg, ${colors.skeleton} 25%, ${colors.skeletonHighlight} 50%, ${colors.skeleton} 75%)`
    },
    fonts: {
        body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        heading: "'Trebuchet MS', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
    },
    fontSizes: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.125rem',
        xl: '1.375rem',
        '2xl': '1.75rem',
        '3xl': '2.25rem',
        '4xl': 'clamp(2.25rem, 6vw, 3.75rem)'
    },
    space: {
        0: '0',
        1: '0.25rem',
        2: '0.5rem',
        3: '0.75rem',
        4: '1rem',
        5: '1.5rem',
        6: '2rem',
        7: '3rem',
        8: '4rem'
    },
    radii: {
        sm: '4px',
        md: '8px',
        lg: '16px',
        round: '999px'
    },
    shadows: {
        card: '0 2px 10px rgba(11, 18, 32, 0.12)',
        raised: '0 8px 24px rgba(11, 18, 32, 0.2)'
    },
    breakpoints: {
        sm: 576,
        md: 768,
        lg: 992,
        xl: 1200
    },
    layout: {
        headerHeight: '64px',
        maxWidth: '1200px'
    },
    zIndex: {
        header: 1000,
        floating: 1100,
        overlay: 1200,
        dialog: 1300
    }
};
/** `mq('sm', 'below')` is for the rare rule that applies only under a breakpoint. */ const mq = (bp, range = 'up')=>range === 'up' ? `@media (min-width: ${theme.breakpoints[bp]}px)` : `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;
const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "V", 0, /* binding */ reducedMotion,
/* harmony export */   "mq", 0, /* binding */ mq
/* harmony export */ ]);


/***/ },

/***/ 345
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ UNAVAILABLE_TEXT),
  m: () => (/* binding */ VacancyCard)
});

// EXTERNAL MODULE: consume shared module (default) @emotion/react/jsx-runtime@!=1.1...0...0 (singleton)
var jsx_runtime_1_1_0_singleton_ = __webpack_require__(167);
// EXTERNAL MODULE: consume shared module (default) @emotion/react@!=1.1...0...0 (singleton)
var react_1_1_0_singleton_ = __webpack_require__(676);
// EXTERNAL MODULE: consume shared module (default) @seawave/shared-ui@!=0...1...0 (singleton)
var shared_ui_0_1_singleton_ = __webpack_require__(359);
// EXTERNAL MODULE: ../shared-ui/src/components/layout/layout.tsx + 1 modules
var layout = __webpack_require__(139);
;// ../shared-ui/src/components/layout/card-parts.tsx


function CardTitle({ as: Tag = 'h2', children, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return (0,react_1_1_0_singleton_.jsx)(Tag, {
        ...rest,
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0;font-size:", theme.fontSizes.xl, ";color:", theme.colors.ink, ";overflow-wrap:anywhere;"),
        children
    });
}
/** Kept at the bottom, so cards in a row line up their actions. */ function CardActions(props) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("div", {
        ...props,
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:flex;flex-wrap:wrap;gap:", theme.space[2], ";margin-top:auto;padding-top:", theme.space[2], ";")
    });
}

// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton)
var consume_shared_module_default_react_1_9_0_singleton_ = __webpack_require__(692);
// EXTERNAL MODULE: ../shared-data/src/vacancy-open.ts
var vacancy_open = __webpack_require__(747);
;// ./src/components/vacancies/vacancy-card.tsx






const UNAVAILABLE_TEXT = 'Currently Unavailable';
function VacancyCard({ vacancy }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const titleId = (0,consume_shared_module_default_react_1_9_0_singleton_.useId)();
    const unavailable = !(0,vacancy_open/* isVacancyOpen */.o)(vacancy, new Date());
    const hiddenPosition = /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("span", {
        css: shared_ui_0_1_singleton_.visuallyHidden,
        children: [
            " ",
            vacancy.position
        ]
    });
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(layout/* Card */.Zp, {
        as: "article",
        "aria-labelledby": titleId,
        "data-blocked": unavailable ? 'true' : 'false',
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("height:100%;min-height:11rem;"),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(CardTitle, {
                as: "h3",
                id: titleId,
                children: vacancy.position
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("p", {
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0;color:", theme.colors.textMuted, ";overflow-wrap:anywhere;"),
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("span", {
                        css: shared_ui_0_1_singleton_.visuallyHidden,
                        children: "Department: "
                    }),
                    vacancy.department
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(CardActions, {
                children: unavailable ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(shared_ui_0_1_singleton_.Button, {
                    disabled: true,
                    children: [
                        "View",
                        hiddenPosition
                    ]
                }) : /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(shared_ui_0_1_singleton_.ButtonLink, {
                    to: shared_ui_0_1_singleton_.paths.jobDetails.href(vacancy.id),
                    children: [
                        "View",
                        hiddenPosition
                    ]
                })
            }),
            unavailable ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(layout/* Overlay */.hJ, {
                children: UNAVAILABLE_TEXT
            }) : null
        ]
    });
}


/***/ },

/***/ 766
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ CareersPage)
});

// EXTERNAL MODULE: consume shared module (default) @emotion/react/jsx-runtime@!=1.1...0...0 (singleton)
var jsx_runtime_1_1_0_singleton_ = __webpack_require__(167);
// EXTERNAL MODULE: consume shared module (default) @emotion/react@!=1.1...0...0 (singleton)
var react_1_1_0_singleton_ = __webpack_require__(676);
// EXTERNAL MODULE: ../shared-ui/src/components/layout/layout.tsx + 1 modules
var layout = __webpack_require__(139);
// EXTERNAL MODULE: consume shared module (default) @seawave/shared-ui@!=0...1...0 (singleton)
var shared_ui_0_1_singleton_ = __webpack_require__(359);
;// ./src/components/careers-hero/careers-hero.tsx



function CareersHero() {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const email = shared_ui_0_1_singleton_.company.emails.careers;
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("section", {
        "aria-labelledby": "careers-title",
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("padding:", theme.space[8], " ", theme.space[4], ";color:", theme.colors.inverse, ";text-align:center;background:", theme.gradients.careers, ";"),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("h1", {
                id: "careers-title",
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0 0 ", theme.space[3], ";font-family:", theme.fonts.heading, ";font-size:", theme.fontSizes['4xl'], ";color:", theme.colors.inverse, ";"),
                children: [
                    "Careers at ",
                    shared_ui_0_1_singleton_.company.brand
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("p", {
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("max-width:60ch;margin:0 auto ", theme.space[5], ";font-size:", theme.fontSizes.lg, ";"),
                children: [
                    "Join a team that has moved cargo by sea, land and air since ",
                    shared_ui_0_1_singleton_.company.since,
                    ". Find an open position below and apply online, or send us your resume."
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("p", {
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0;"),
                children: [
                    "Send your resume to",
                    ' ',
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("a", {
                        href: (0,shared_ui_0_1_singleton_.mailtoHref)(email),
                        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("color:", theme.colors.inverse, ";font-weight:700;text-underline-offset:3px;&:focus-visible{outline:3px solid ", theme.colors.focus, ";outline-offset:2px;}"),
                        children: email
                    })
                ]
            })
        ]
    });
}

// EXTERNAL MODULE: ../shared-ui/src/components/query-view/query-view.tsx + 2 modules
var query_view = __webpack_require__(419);
// EXTERNAL MODULE: ../shared-ui/src/theme/theme.ts
var theme_theme = __webpack_require__(234);
;// ../shared-ui/src/components/card-grid/card-grid.tsx


const cardGridStyles = (theme, { min = '16rem', stretch = false } = {})=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:grid;grid-template-columns:repeat(", stretch ? 'auto-fit' : 'auto-fill', ",minmax(min(100%,", min, "),1fr));gap:", theme.space[5], ";margin:0;padding:0;list-style:none;");
function CardGrid({ min, stretch, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("ul", {
        ...rest,
        css: cardGridStyles(theme, {
            min,
            stretch
        })
    });
}

;// ../shared-ui/src/components/spinner/spinner.tsx
/* unused harmony import specifier */ var _jsxs;
/* unused harmony import specifier */ var _jsx;
/* unused harmony import specifier */ var keyframes;
/* unused harmony import specifier */ var useTheme;
/* unused harmony import specifier */ var css;


const spin = /*#__PURE__*/ (/* unused pure expression or super */ null && (keyframes("to{transform:rotate(360deg);}")));
function Spinner({ label = 'Loading', size = 20, inverse = false }) {
    const theme = useTheme();
    const color = inverse ? theme.colors.inverse : theme.colors.primary;
    return /*#__PURE__*/ _jsxs("span", {
        role: "status",
        "aria-live": "polite",
        css: /*#__PURE__*/ css("display:inline-flex;"),
        children: [
            /*#__PURE__*/ _jsx("span", {
                "aria-hidden": "true",
                css: /*#__PURE__*/ css("width:", size, "px;height:", size, "px;border:3px solid ", color, "33;border-top-color:", color, ";border-radius:50%;animation:", spin, " 0.8s linear infinite;")
            }),
            /*#__PURE__*/ _jsx("span", {
                css: visuallyHidden,
                children: label
            })
        ]
    });
}
const visuallyHidden = /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("position:absolute !important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;");
const pulse = /*#__PURE__*/ (/* unused pure expression or super */ null && (keyframes("0%,100%{transform:scale(0.4);opacity:0.35;}50%{transform:scale(1);opacity:1;}")));
const PAIR_LOADER_PAIRS = 10;
function PairLoader({ label = 'Loading' }) {
    const theme = useTheme();
    return /*#__PURE__*/ _jsxs("div", {
        role: "status",
        "aria-live": "polite",
        css: /*#__PURE__*/ css("display:inline-flex;align-items:center;"),
        children: [
            /*#__PURE__*/ _jsx("div", {
                "aria-hidden": "true",
                "data-testid": "pair-loader",
                css: /*#__PURE__*/ css("display:flex;gap:6px;"),
                children: Array.from({
                    length: PAIR_LOADER_PAIRS
                }, (_, index)=>/*#__PURE__*/ _jsxs("span", {
                        "data-pair": index + 1,
                        css: css`
              display: flex;
              flex-direction: column;
              gap: 6px;
              & > span {
                width: 10px;
                height: 10px;
                border-radius: 50%;
                animation: ${pulse} 1.2s ease-in-out infinite;
                animation-delay: ${index * 0.12}s;
              }
              & > span:first-of-type {
                background: ${theme.colors.primary};
              }
              & > span:last-of-type {
                background: ${theme.colors.ocean};
                animation-delay: ${index * 0.12 + 0.6}s;
              }
            `,
                        children: [
                            /*#__PURE__*/ _jsx("span", {}),
                            /*#__PURE__*/ _jsx("span", {})
                        ]
                    }, index))
            }),
            /*#__PURE__*/ _jsx("span", {
                css: visuallyHidden,
                children: label
            })
        ]
    });
}
function FullScreenSpinner({ label = 'Loading page' }) {
    const theme = useTheme();
    return /*#__PURE__*/ _jsx("div", {
        "data-testid": "full-screen-spinner",
        css: /*#__PURE__*/ css("position:fixed;inset:0;display:grid;place-items:center;background:", theme.colors.background, ";z-index:", theme.zIndex.overlay, ";"),
        children: /*#__PURE__*/ _jsx(Spinner, {
            label: label,
            size: 48
        })
    });
}

;// ../shared-ui/src/components/skeleton-card/skeleton-card.tsx





const shimmer = /*#__PURE__*/ (0,react_1_1_0_singleton_.keyframes)("from{background-position:100% 0;}to{background-position:-100% 0;}");
const block = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:block;border-radius:", theme.radii.sm, ";background:", theme.gradients.skeleton, ";background-size:200% 100%;animation:", shimmer, " 1.4s ease-in-out infinite;", theme_theme/* reducedMotion */.V, "{animation:none;background:", theme.colors.skeleton, ";}");
/** Hidden from assistive technology: the list announces the loading. */ function SkeletonCard({ media = true, lines = 3, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
        ...rest,
        "aria-hidden": "true",
        "data-testid": "skeleton-card",
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:flex;flex-direction:column;gap:", theme.space[3], ";padding:", theme.space[4], ";background:", theme.colors.background, ";border-radius:", theme.radii.lg, ";box-shadow:", theme.shadows.card, ";"),
        children: [
            media ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("span", {
                css: [
                    block(theme),
                    /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("aspect-ratio:16 / 9;border-radius:", theme.radii.md, ";")
                ]
            }) : null,
            Array.from({
                length: lines
            }, (_, index)=>/*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("span", {
                    css: [
                        block(theme),
                        (0,react_1_1_0_singleton_.css)`
              height: ${index === 0 ? '1.25rem' : '0.875rem'};
              width: ${index === 0 ? '70%' : index === lines - 1 ? '45%' : '90%'};
            `
                    ]
                }, index))
        ]
    });
}
function SkeletonCardList({ count = 3, label = 'Loading', media, lines, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
        ...rest,
        role: "status",
        "aria-live": "polite",
        css: cardGridStyles(theme),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("span", {
                css: visuallyHidden,
                children: label
            }),
            Array.from({
                length: count
            }, (_, index)=>/*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(SkeletonCard, {
                    media: media,
                    lines: lines
                }, index))
        ]
    });
}

// EXTERNAL MODULE: ./src/components/vacancies/vacancy-card.tsx + 1 modules
var vacancy_card = __webpack_require__(345);
;// ./src/components/vacancies/vacancy-list.tsx




const VACANCY_SKELETON_COUNT = 3;
const VACANCIES_ERROR_TEXT = 'Error fetching vacancies. Please try again later.';
const NO_VACANCIES_TEXT = 'There are no open positions right now. Please check back soon.';
function VacancyList({ state, onRetry }) {
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(query_view/* QueryView */.u, {
        state: state,
        loading: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(SkeletonCardList, {
            count: VACANCY_SKELETON_COUNT,
            media: false,
            lines: 2,
            label: "Loading vacancies",
            "aria-busy": "true"
        }),
        errorText: VACANCIES_ERROR_TEXT,
        onRetry: onRetry,
        empty: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(Message, {
            children: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0;"),
                children: NO_VACANCIES_TEXT
            })
        }),
        children: (vacancies)=>/*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(CardGrid, {
                "aria-label": "Open positions",
                children: vacancies.map((vacancy)=>/*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("li", {
                        css: (0,react_1_1_0_singleton_.css)`display: flex; flex-direction: column; & > article { flex: 1; }`,
                        children: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(vacancy_card/* VacancyCard */.m, {
                            vacancy: vacancy
                        })
                    }, vacancy.id))
            })
    });
}
function Message({ children }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("div", {
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("padding:", theme.space[5], ";text-align:center;background:", theme.colors.surface, ";border-radius:", theme.radii.lg, ";"),
        children: children
    });
}

// EXTERNAL MODULE: consume shared module (default) @seawave/shared-data@!=0...1...0 (singleton)
var shared_data_0_1_singleton_ = __webpack_require__(737);
// EXTERNAL MODULE: ../shared-data/src/entities.ts
var entities = __webpack_require__(716);
// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton)
var consume_shared_module_default_react_1_9_0_singleton_ = __webpack_require__(692);
// EXTERNAL MODULE: ../shared-data/src/react/data-state.ts
var data_state = __webpack_require__(987);
;// ../shared-data/src/react/use-data-subscription.ts


// Through the package (the shared singleton), not a relative path: one context per page.

/** Like useEffect, `deps` must list every value `subscribe` and `errorMessage` read. */ function useDataSubscription(subscribe, deps, options = {}) {
    const { errorMessage, key } = options;
    const prerender = (0,consume_shared_module_default_react_1_9_0_singleton_.useContext)(shared_data_0_1_singleton_.PrerenderDataContext);
    const served = prerender?.kind === 'server' && key !== undefined ? (0,consume_shared_module_default_react_1_9_0_singleton_.use)(prerender.read(key, ()=>firstValue(subscribe))) : undefined;
    const [attempt, setAttempt] = (0,consume_shared_module_default_react_1_9_0_singleton_.useState)(0);
    const [initial] = (0,consume_shared_module_default_react_1_9_0_singleton_.useState)(()=>key !== undefined ? prerender?.initial(key) : undefined);
    const [result, setResult] = (0,consume_shared_module_default_react_1_9_0_singleton_.useState)(()=>initial ? {
            deps,
            attempt: 0,
            state: {
                status: 'success',
                data: initial.data
            }
        } : null);
    const servedFresh = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(initial?.fresh === true);
    (0,consume_shared_module_default_react_1_9_0_singleton_.useEffect)(()=>{
        let active = true;
        let stop = null;
        const settle = (state)=>{
            if (active) setResult({
                deps,
                attempt,
                state
            });
        };
        const fail = (error)=>{
            if (!active) return;
            if (errorMessage !== undefined) console.error(errorMessage, error);
            settle({
                status: 'error',
                error: (0,data_state/* toError */.iT)(error)
            });
        };
        const context = {
            servedFresh: servedFresh.current
        };
        servedFresh.current = false;
        (async ()=>{
            try {
                const unsubscribe = await subscribe((data)=>settle({
                        status: 'success',
                        data
                    }), fail, context);
                if (active) stop = unsubscribe;
                else unsubscribe();
            } catch (error) {
                fail(error);
            }
        })();
        return ()=>{
            active = false;
            stop?.();
        };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` stand for `subscribe` and `errorMessage`, as with useEffect
    }, [
        ...deps,
        attempt
    ]);
    const retry = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)(()=>setAttempt((n)=>n + 1), []);
    if (served !== undefined) return {
        state: {
            status: 'success',
            data: served
        },
        retry
    };
    const state = result !== null && result.attempt === attempt && (0,data_state/* sameDeps */.xQ)(result.deps, deps) ? result.state : data_state/* loadingState */.Ml;
    return {
        state,
        retry
    };
}
function firstValue(subscribe) {
    return new Promise((resolve, reject)=>{
        let done = false;
        let stop = null;
        const finish = ()=>{
            done = true;
            stop?.();
        };
        Promise.resolve(subscribe((data)=>{
            if (done) return;
            finish();
            resolve(data);
        }, (error)=>{
            if (done) return;
            finish();
            reject(error instanceof Error ? error : new Error(String(error)));
        }, {
            servedFresh: false
        })).then((unsubscribe)=>{
            if (done) unsubscribe();
            else stop = unsubscribe;
        }, (error)=>{
            if (!done) reject(error instanceof Error ? error : new Error(String(error)));
            done = true;
        });
    });
}

;// ./src/data/use-vacancies.ts



/** Live: a job blocked, unblocked or posted anywhere (another tab included) shows at once. */ const useVacancies = ()=>useDataSubscription(async (onData, onError, { servedFresh })=>(await (0,shared_data_0_1_singleton_.getDataApi)()).vacancies.subscribe((list)=>onData((0,entities/* sortByCreatedAt */.LN)(list, 'latest')), onError, {
            servedFresh
        }), [], {
        errorMessage: '[mfe-careers] vacancy subscription failed',
        key: shared_data_0_1_singleton_.prerenderKeys.vacancies
    });

;// ./src/pages/careers-page.tsx






function CareersPage() {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const { state, retry } = useVacancies();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(jsx_runtime_1_1_0_singleton_.Fragment, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(CareersHero, {}),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(layout/* Section */.wn, {
                "aria-labelledby": "open-positions-title",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("h2", {
                        id: "open-positions-title",
                        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0 0 ", theme.space[5], ";font-size:", theme.fontSizes['2xl'], ";color:", theme.colors.ink, ";"),
                        children: "Open Positions"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(VacancyList, {
                        state: state,
                        onRetry: retry
                    })
                ]
            })
        ]
    });
}


/***/ },

/***/ 208
(module) {

module.exports = /*#__PURE__*/JSON.parse('{"OA":{"name":100,"email":254,"number":30,"contactNumber":30,"position":100,"topic":150,"description":1000,"message":20000,"department":100,"overview":4000,"responsibilities":8000,"prerequisite":8000,"experience":50,"companyName":150,"companyAddress":500,"comments":4000,"origin":120,"destination":120,"cargoDescription":1000,"pickupAddress":500,"deliveryAddress":500,"unNumber":10,"note":2000,"storagePath":1024,"place":120,"countryCode":2,"rateIncludes":500,"priceMessage":1000,"quoteQuestion":1000},"nL":{"$comment":"Number fields: the lowest and highest value and the most decimals a value may have; read by the entity schemas and written into firestore.rules. amount and transitDays: what staff type on rate cards and prices; temperatureC: a cargo\'s temperature range in °C, from deep-frozen (super-freezer containers) to warm; cargoValue: the declared value of the cargo, in its currency.","amount":{"min":0.01,"max":100000000,"decimals":2},"transitDays":{"min":0,"max":365,"decimals":0},"temperatureC":{"min":-70,"max":40,"decimals":1},"cargoValue":{"min":0.01,"max":1000000000000,"decimals":2}},"aq":{"image":{"maxBytes":5242880,"contentTypes":["image/png","image/jpeg","image/webp","image/gif"],"extensions":[".png",".jpg",".jpeg",".webp",".gif"],"description":"a PNG, JPEG, WebP or GIF image"},"resume":{"maxBytes":5242880,"contentTypes":["application/pdf","application/msword","application/vnd.openxmlformats-officedocument.wordprocessingml.document"],"extensions":[".pdf",".doc",".docx"],"description":"a PDF, DOC or DOCX file"}},"lZ":{"FY":7,"fc":15},"qp":{"Rp":"[A-Za-z0-9!#$*+/=^_`{|}~\\\\u0027\\\\p{L}\\\\p{M}\\\\p{Nd}-]+([.][A-Za-z0-9!#$*+/=^_`{|}~\\\\u0027\\\\p{L}\\\\p{M}\\\\p{Nd}-]+)*@([\\\\p{L}\\\\p{Nd}]([\\\\p{L}\\\\p{M}\\\\p{Nd}-]*[\\\\p{L}\\\\p{M}\\\\p{Nd}])?[.])+(\\\\p{L}[\\\\p{L}\\\\p{M}]{1,62}|[Xx][Nn]--[A-Za-z0-9-]{1,59})","iM":"[^\\\\x00-\\\\x1F\\\\x7F-\\\\x9F\\\\u202A-\\\\u202E\\\\u2066-\\\\u2069]*","Dm":"[^\\\\x00-\\\\x08\\\\x0B-\\\\x1F\\\\x7F-\\\\x9F\\\\u202A-\\\\u202E\\\\u2066-\\\\u2069]*"}}');

/***/ }

};
;