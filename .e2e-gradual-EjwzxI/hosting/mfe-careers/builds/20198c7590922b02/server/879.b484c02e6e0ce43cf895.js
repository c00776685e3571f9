"use strict";
exports.ids = [879];
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

/***/ 77
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sT: () => (/* binding */ PageTitle)
/* harmony export */ });
/* unused harmony exports pageTitleStyles, PageHeader */
/* unused harmony import specifier */ var _jsxs;
/* unused harmony import specifier */ var _jsx;
/* unused harmony import specifier */ var useTheme;
/* unused harmony import specifier */ var css;
/* harmony import */ var _emotion_react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(167);
/* harmony import */ var _emotion_react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_emotion_react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _emotion_react__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(676);
/* harmony import */ var _emotion_react__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(_emotion_react__WEBPACK_IMPORTED_MODULE_1__);


/** A title may be one long word (a company, a post topic): it wraps rather than widening the page. */ const pageTitleStyles = (theme)=>/*#__PURE__*/ (0,_emotion_react__WEBPACK_IMPORTED_MODULE_1__.css)("margin:0 0 ", theme.space[3], ";min-width:0;font-family:", theme.fonts.heading, ";font-size:", theme.fontSizes['3xl'], ";line-height:1.2;color:", theme.colors.ink, ";overflow-wrap:anywhere;&:focus{outline:none;}");
/** Focusable (tabIndex -1) without a ring: after a client-side navigation the shell focuses the h1 so screen readers announce it. */ function PageTitle({ children, ...rest }) {
    const theme = (0,_emotion_react__WEBPACK_IMPORTED_MODULE_1__.useTheme)();
    return /*#__PURE__*/ (0,_emotion_react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h1", {
        tabIndex: -1,
        ...rest,
        css: pageTitleStyles(theme),
        children: children
    });
}
function PageHeader({ title, titleId, actions }) {
    const theme = useTheme();
    return /*#__PURE__*/ _jsxs("div", {
        css: /*#__PURE__*/ css("display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:", theme.space[3], " ", theme.space[4], ";margin-bottom:", theme.space[5], ";& > h1{margin:0;}"),
        children: [
            /*#__PURE__*/ _jsx(PageTitle, {
                id: titleId,
                children: title
            }),
            actions
        ]
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

/***/ 263
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ PageSpinner)
/* harmony export */ });
/* harmony import */ var _emotion_react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(167);
/* harmony import */ var _emotion_react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_emotion_react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _emotion_react__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(676);
/* harmony import */ var _emotion_react__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(_emotion_react__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _seawave_shared_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(359);
/* harmony import */ var _seawave_shared_ui__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(_seawave_shared_ui__WEBPACK_IMPORTED_MODULE_2__);



function PageSpinner({ label }) {
    return /*#__PURE__*/ (0,_emotion_react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("div", {
        css: /*#__PURE__*/ (0,_emotion_react__WEBPACK_IMPORTED_MODULE_1__.css)("display:grid;place-items:center;min-height:40vh;"),
        children: /*#__PURE__*/ (0,_emotion_react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_seawave_shared_ui__WEBPACK_IMPORTED_MODULE_2__.Spinner, {
            label: label,
            size: 40
        })
    });
}


/***/ },

/***/ 702
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ applyHref)
/* harmony export */ });
/* harmony import */ var _seawave_shared_ui__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(359);
/* harmony import */ var _seawave_shared_ui__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_seawave_shared_ui__WEBPACK_IMPORTED_MODULE_0__);

const VACANCY_PARAM = 'vacancy';
function applyHref(vacancyId) {
    return `${_seawave_shared_ui__WEBPACK_IMPORTED_MODULE_0__.paths.careerInputField.href()}?${new URLSearchParams({
        [VACANCY_PARAM]: vacancyId
    }).toString()}`;
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "U", 0, /* binding */ VACANCY_PARAM
/* harmony export */ ]);


/***/ },

/***/ 55
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ useVacancy)
});

// EXTERNAL MODULE: consume shared module (default) @seawave/shared-data@!=0...1...0 (singleton)
var shared_data_0_1_singleton_ = __webpack_require__(737);
// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton)
var consume_shared_module_default_react_1_9_0_singleton_ = __webpack_require__(692);
// EXTERNAL MODULE: ../shared-data/src/react/data-state.ts
var data_state = __webpack_require__(987);
;// ../shared-data/src/react/use-data-query.ts


// Through the package (the shared singleton), not a relative path: one context per page.

/** Like useEffect, `deps` must list every value `load` and `errorMessage` read; answers to older reads are ignored. */ function useDataQuery(load, deps, options = {}) {
    const { errorMessage, key } = options;
    const prerender = (0,consume_shared_module_default_react_1_9_0_singleton_.useContext)(shared_data_0_1_singleton_.PrerenderDataContext);
    const served = prerender?.kind === 'server' && key !== undefined ? (0,consume_shared_module_default_react_1_9_0_singleton_.use)(prerender.read(key, load)) : undefined;
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
        // The server read it for this page moments ago: reading again would cost a read and the Firestore code for nothing.
        if (servedFresh.current) {
            servedFresh.current = false;
            return;
        }
        let active = true;
        (async ()=>{
            let state;
            try {
                state = {
                    status: 'success',
                    data: await load()
                };
            } catch (error) {
                if (errorMessage !== undefined) console.error(errorMessage, error);
                state = {
                    status: 'error',
                    error: (0,data_state/* toError */.iT)(error)
                };
            }
            if (active) setResult({
                deps,
                attempt,
                state
            });
        })();
        return ()=>{
            active = false;
        };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` stand for `load` and `errorMessage`, as with useEffect
    }, [
        ...deps,
        attempt
    ]);
    const retry = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)(()=>setAttempt((n)=>n + 1), []);
    const update = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)((change)=>{
        setResult((previous)=>previous?.state.status === 'success' ? {
                ...previous,
                state: {
                    status: 'success',
                    data: change(previous.state.data)
                }
            } : previous);
    }, []);
    if (served !== undefined) return {
        state: {
            status: 'success',
            data: served
        },
        retry,
        update
    };
    // A newer read replaces a served value that was not fresh when it arrives, with no loading state between.
    const state = result !== null && result.attempt === attempt && (0,data_state/* sameDeps */.xQ)(result.deps, deps) ? result.state : data_state/* loadingState */.Ml;
    return {
        state,
        retry,
        update
    };
}

;// ./src/data/use-vacancy.ts


/** Blocked or not: the page decides; null when it does not exist. */ const useVacancy = (jobId)=>useDataQuery(async ()=>jobId ? (await (0,shared_data_0_1_singleton_.getDataApi)()).vacancies.get(jobId) : null, [
        jobId
    ], {
        errorMessage: '[mfe-careers] could not load the vacancy',
        key: shared_data_0_1_singleton_.prerenderKeys.vacancy(jobId ?? '')
    });


/***/ },

/***/ 879
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VACANCY_CLOSED_TEXT: () => (/* binding */ VACANCY_CLOSED_TEXT),
  VACANCY_LOAD_ERROR_TEXT: () => (/* binding */ VACANCY_LOAD_ERROR_TEXT),
  "default": () => (/* binding */ ApplicationPage)
});

// EXTERNAL MODULE: consume shared module (default) @emotion/react/jsx-runtime@!=1.1...0...0 (singleton)
var jsx_runtime_1_1_0_singleton_ = __webpack_require__(167);
// EXTERNAL MODULE: consume shared module (default) @emotion/react@!=1.1...0...0 (singleton)
var react_1_1_0_singleton_ = __webpack_require__(676);
// EXTERNAL MODULE: consume shared module (default) @seawave/shared-ui@!=0...1...0 (singleton)
var shared_ui_0_1_singleton_ = __webpack_require__(359);
// EXTERNAL MODULE: ../shared-ui/src/components/page-title/page-title.tsx
var page_title = __webpack_require__(77);
// EXTERNAL MODULE: ../shared-ui/src/components/query-view/query-view.tsx + 2 modules
var query_view = __webpack_require__(419);
// EXTERNAL MODULE: ../shared-ui/src/components/spinner/page-spinner.tsx
var page_spinner = __webpack_require__(263);
// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton)
var consume_shared_module_default_react_1_9_0_singleton_ = __webpack_require__(692);
// EXTERNAL MODULE: consume shared module (default) react-router-dom@!=7...0...0 (singleton)
var consume_shared_module_default_react_router_dom_7_0_singleton_ = __webpack_require__(12);
// EXTERNAL MODULE: ../shared-data/src/entities.ts
var entities = __webpack_require__(716);
;// ../shared-data/src/core/submission-errors.ts
// How a public form's send can fail, in words the visitor can act on. Recognised by name, not instanceof:
// federated containers may hold separate copies of this module.
const OFFLINE_TEXT = 'You seem to be offline. Nothing was sent; your answers are kept.';
const UNCONFIRMED_TEXT = 'We could not confirm that your form arrived: the connection is slow or the server did not answer. Your answers are kept; sending again will not send it twice.';
/** The functions refused the submission: over a limit, a closed vacancy, a missing resume. Their message says why. */ class SubmissionRefusedError extends Error {
    details;
    name = 'SubmissionRefusedError';
    constructor(message, details){
        super(message), this.details = details;
    }
}
/** The browser is offline: the request never left it. */ class OfflineError extends Error {
    name = 'OfflineError';
    constructor(){
        super(OFFLINE_TEXT);
    }
}
/** No answer came: the submission may or may not have arrived; sending it again is safe. */ class UnconfirmedSubmissionError extends Error {
    cause;
    name = 'UnconfirmedSubmissionError';
    constructor(cause){
        super(UNCONFIRMED_TEXT), this.cause = cause;
    }
}
const submissionErrors = new Set([
    'SubmissionRefusedError',
    'OfflineError',
    'UnconfirmedSubmissionError'
]);
/**
 * The message a form shows for a failed send it can explain, else null (the form's own failure text). Offline, the
 * send may have failed before reaching the data interface (its code not yet loaded): it is still offline.
 */ function submissionFailureMessage(error) {
    if (error instanceof Error && submissionErrors.has(error.name)) return error.message;
    return typeof navigator !== 'undefined' && navigator.onLine === false ? OFFLINE_TEXT : null;
}
function isPermissionDenied(error) {
    const code = error?.code;
    return code === 'permission-denied' || code === 'storage/unauthorized';
}

;// ../node_modules/react-hook-form/dist/index.esm.mjs
/* unused harmony import specifier */ var React;


var isCheckBoxInput = (element) => element.type === 'checkbox';

var isFileInput = (element) => element.type === 'file';

var isDateObject = (value) => value instanceof Date;

var isNullOrUndefined = (value) => value == null;

const isObjectType = (value) => typeof value === 'object';
var isObject = (value) => !isNullOrUndefined(value) &&
    !Array.isArray(value) &&
    isObjectType(value) &&
    !isDateObject(value);

var getEventValue = (event) => isObject(event) && event.target
    ? isCheckBoxInput(event.target)
        ? event.target.checked
        : isFileInput(event.target)
            ? event.target.files
            : event.target.value
    : event;

const FIELD_PATH_RE = /[.[\]'"]/;
var stringToPath = (input) => input.split(FIELD_PATH_RE).filter(Boolean);

function getNullAncestorValue(control, name) {
    const segments = stringToPath(name);
    let formValues = control._formValues;
    let defaultValues = control._defaultValues;
    for (let i = 0; i < segments.length - 1; i++) {
        const key = segments[i];
        formValues =
            formValues == null
                ? formValues
                : formValues[key];
        defaultValues =
            defaultValues == null
                ? defaultValues
                : defaultValues[key];
        if (formValues === null || defaultValues === null) {
            return null;
        }
    }
    return undefined;
}

var isNameInFieldArray = (names, name) => name
    .split('.')
    .some((part, index, arr) => !isNaN(Number(part)) && names.has(arr.slice(0, index).join('.')));

var isWeb = typeof window !== 'undefined' &&
    typeof window.HTMLElement !== 'undefined' &&
    typeof document !== 'undefined';

function cloneObject(data) {
    if (data === null || typeof data !== 'object') {
        return data;
    }
    if (data instanceof Date) {
        return new Date(data);
    }
    const isBlobInstance = typeof Blob !== 'undefined' && data instanceof Blob;
    const isFileListInstance = typeof FileList !== 'undefined' && data instanceof FileList;
    if (isWeb && (isBlobInstance || isFileListInstance)) {
        return data;
    }
    const isArray = Array.isArray(data);
    const prototype = Object.getPrototypeOf(data);
    if (!isArray && prototype && prototype.constructor !== Object) {
        return data;
    }
    const copy = isArray ? new Array(data.length) : Object.create(prototype);
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            copy[key] = cloneObject(data[key]);
        }
    }
    return copy;
}

const EVENTS = {
    BLUR: 'blur',
    FOCUS_OUT: 'focusout',
    CHANGE: 'change',
    SUBMIT: 'submit',
    TRIGGER: 'trigger',
    VALID: 'valid',
};
const VALIDATION_MODE = {
    onBlur: 'onBlur',
    onChange: 'onChange',
    onSubmit: 'onSubmit',
    onTouched: 'onTouched',
    all: 'all',
};
const INPUT_VALIDATION_RULES = {
    max: 'max',
    min: 'min',
    maxLength: 'maxLength',
    minLength: 'minLength',
    pattern: 'pattern',
    required: 'required',
    validate: 'validate',
};
const REGISTER_VALIDATION_RULES = [
    INPUT_VALIDATION_RULES.required,
    INPUT_VALIDATION_RULES.min,
    INPUT_VALIDATION_RULES.max,
    INPUT_VALIDATION_RULES.minLength,
    INPUT_VALIDATION_RULES.maxLength,
    INPUT_VALIDATION_RULES.pattern,
    INPUT_VALIDATION_RULES.validate,
];
const FORM_ERROR_TYPE = 'form';
const ROOT_ERROR_TYPE = 'root';
const PROTOTYPE_KEYWORDS = ['__proto__', 'constructor', 'prototype'];

const IS_KEY_RE = /^\w*$/;
var isKey = (value) => IS_KEY_RE.test(value);

var isUndefined = (val) => val === undefined;

var get = (object, path, defaultValue) => {
    if (!path || !isObject(object)) {
        return defaultValue;
    }
    const paths = isKey(path) ? [path] : stringToPath(path);
    if (paths.some((key) => PROTOTYPE_KEYWORDS.includes(key))) {
        return defaultValue;
    }
    const result = paths.reduce((result, key) => {
        return isNullOrUndefined(result)
            ? undefined
            : result[key];
    }, object);
    return (isUndefined(result) || result === object
        ? isUndefined(object[path])
            ? defaultValue
            : object[path]
        : result);
};

var isBoolean = (value) => typeof value === 'boolean';

var isFunction = (value) => typeof value === 'function';

var set = (object, path, value) => {
    let index = -1;
    const tempPath = isKey(path) ? [path] : stringToPath(path);
    const length = tempPath.length;
    const lastIndex = length - 1;
    while (++index < length) {
        const key = tempPath[index];
        let newValue = value;
        if (index !== lastIndex) {
            const objValue = object[key];
            newValue =
                isObject(objValue) || Array.isArray(objValue)
                    ? objValue
                    : !isNaN(+tempPath[index + 1])
                        ? []
                        : {};
        }
        if (PROTOTYPE_KEYWORDS.includes(key)) {
            return;
        }
        object[key] = newValue;
        object = object[key];
    }
};

/**
 * Separate context for `control` to prevent unnecessary rerenders.
 * Internal hooks that only need control use this instead of full form context.
 */
const HookFormControlContext = consume_shared_module_default_react_1_9_0_singleton_.createContext(null);
HookFormControlContext.displayName = 'HookFormControlContext';
/**
 * @internal Internal hook to access only control from context.
 */
const useFormControlContext = () => consume_shared_module_default_react_1_9_0_singleton_.useContext(HookFormControlContext);

var getProxyFormState = (formState, control, localProxyFormState, isRoot = true) => {
    const result = {};
    for (const key in formState) {
        Object.defineProperty(result, key, {
            get: () => {
                const _key = key;
                if (control._proxyFormState[_key] !== VALIDATION_MODE.all) {
                    control._proxyFormState[_key] = !isRoot || VALIDATION_MODE.all;
                }
                localProxyFormState && (localProxyFormState[_key] = true);
                return formState[_key];
            },
        });
    }
    return result;
};

const useIsomorphicLayoutEffect = typeof window !== 'undefined' ? consume_shared_module_default_react_1_9_0_singleton_.useLayoutEffect : consume_shared_module_default_react_1_9_0_singleton_.useEffect;

var isPlainObject = (tempObject) => {
    const prototypeCopy = tempObject.constructor && tempObject.constructor.prototype;
    return (isObject(prototypeCopy) && prototypeCopy.hasOwnProperty('isPrototypeOf'));
};

var isPrimitive = (value) => isNullOrUndefined(value) || !isObjectType(value);

const isEmptyObjectWithCustomPrototype = (object, keys) => keys.length === 0 &&
    !Array.isArray(object) &&
    Object.getPrototypeOf(object) !== null &&
    !isPlainObject(object);
function deepEqual(object1, object2, isErrorObject = false, visited = new WeakMap()) {
    if (object1 === object2) {
        return true;
    }
    if (isPrimitive(object1) || isPrimitive(object2)) {
        return Object.is(object1, object2);
    }
    if (isDateObject(object1) && isDateObject(object2)) {
        return Object.is(object1.getTime(), object2.getTime());
    }
    if (Array.isArray(object1) &&
        Array.isArray(object2) &&
        object1.length !== object2.length) {
        return false;
    }
    const keys1 = Object.keys(object1);
    const keys2 = Object.keys(object2);
    if (keys1.length !== keys2.length) {
        return false;
    }
    if (isEmptyObjectWithCustomPrototype(object1, keys1) ||
        isEmptyObjectWithCustomPrototype(object2, keys2)) {
        return Object.is(object1, object2);
    }
    if (!keys1.length && Array.isArray(object1) !== Array.isArray(object2)) {
        return false;
    }
    const visitedPairs = visited.get(object1);
    if (visitedPairs && visitedPairs.has(object2)) {
        return true;
    }
    if (visitedPairs) {
        visitedPairs.add(object2);
    }
    else {
        const ws = new WeakSet();
        ws.add(object2);
        visited.set(object1, ws);
    }
    for (const key of keys1) {
        const val1 = object1[key];
        if (!Object.prototype.hasOwnProperty.call(object2, key)) {
            return false;
        }
        if (!isErrorObject || key !== 'ref') {
            const val2 = object2[key];
            if ((isDateObject(val1) && isDateObject(val2)) ||
                ((isObject(val1) || Array.isArray(val1)) &&
                    (isObject(val2) || Array.isArray(val2)))
                ? !deepEqual(val1, val2, isErrorObject, visited)
                : !Object.is(val1, val2)) {
                return false;
            }
        }
    }
    return true;
}

const cloneFormState = ({ defaultValues, ...formState }) => ({ ...cloneObject(formState), defaultValues });
function useResyncOnReconnect(getInitialValue, clone = cloneObject) {
    const _connected = consume_shared_module_default_react_1_9_0_singleton_.useRef(false);
    const _initialized = consume_shared_module_default_react_1_9_0_singleton_.useRef(false);
    const _prevValue = consume_shared_module_default_react_1_9_0_singleton_.useRef(undefined);
    const _renderCount = consume_shared_module_default_react_1_9_0_singleton_.useRef(0);
    _renderCount.current++;
    if (!_initialized.current && getInitialValue) {
        _initialized.current = true;
        _prevValue.current = clone(getInitialValue());
    }
    const resyncIfNeeded = consume_shared_module_default_react_1_9_0_singleton_.useCallback((enabled, getCurrentValue, setValue) => {
        if (enabled &&
            (_connected.current ||
                (_initialized.current && _renderCount.current > 1))) {
            const currentValue = getCurrentValue();
            if (!deepEqual(_prevValue.current, currentValue)) {
                setValue(currentValue);
            }
        }
        _connected.current = true;
    }, []);
    const snapshot = consume_shared_module_default_react_1_9_0_singleton_.useCallback((enabled, getCurrentValue) => {
        if (enabled) {
            _prevValue.current = clone(getCurrentValue());
        }
    }, [clone]);
    return { resyncIfNeeded, snapshot };
}

/**
 * Subscribes to form state with re-renders isolated to this hook.
 * Optionally scope to specific field names to minimize re-render surface.
 *
 * @see [API](https://react-hook-form.com/docs/useformstate)
 *
 * @example
 * ```tsx
 * const { errors, isDirty } = useFormState({ control, name: "email" });
 * ```
 */
function useFormState(props) {
    const formControl = useFormControlContext();
    const { control = formControl, disabled, name, exact } = props || {};
    const getCurrentFormState = () => ({
        ...control._formState,
        defaultValues: control._defaultValues,
    });
    const [formState, updateFormState] = React.useState(getCurrentFormState);
    const _localProxyFormState = React.useRef({
        isDirty: false,
        isLoading: false,
        dirtyFields: false,
        touchedFields: false,
        validatingFields: false,
        isValidating: false,
        isValid: false,
        errors: false,
    });
    const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getCurrentFormState, cloneFormState);
    useIsomorphicLayoutEffect(() => {
        resyncIfNeeded(!disabled, getCurrentFormState, updateFormState);
        const unsubscribe = control._subscribe({
            name,
            formState: _localProxyFormState.current,
            exact,
            callback: (formState) => {
                !disabled &&
                    updateFormState({
                        ...control._formState,
                        ...formState,
                        defaultValues: control._defaultValues,
                    });
            },
        });
        return () => {
            unsubscribe();
            snapshot(!disabled, getCurrentFormState);
        };
    }, [control, name, disabled, exact, resyncIfNeeded, snapshot]);
    React.useEffect(() => {
        _localProxyFormState.current.isValid && control._setValid(true);
    }, [control]);
    return React.useMemo(() => getProxyFormState(formState, control, _localProxyFormState.current, false), [formState, control]);
}

var isString = (value) => typeof value === 'string';

var generateWatchOutput = (names, _names, formValues, isGlobal, defaultValue) => {
    if (isString(names)) {
        isGlobal && _names.watch.add(names);
        return get(formValues, names, defaultValue);
    }
    if (Array.isArray(names)) {
        return names.map((fieldName) => (isGlobal && _names.watch.add(fieldName),
            get(formValues, fieldName, get(defaultValue, fieldName))));
    }
    isGlobal && (_names.watchAll = true);
    return formValues;
};

/**
 * Subscribes to field value changes and isolates re-renders to the hook level.
 *
 * @see [API](https://react-hook-form.com/docs/usewatch)
 *
 * @example
 * ```tsx
 * const email = useWatch({ control, name: "email" });
 * const all   = useWatch({ control });
 * const adult = useWatch({ control, name: "age", compute: (v) => v >= 18 });
 * ```
 */
function useWatch(props) {
    const formControl = useFormControlContext();
    const { control = formControl, name, defaultValue, disabled, exact, compute, } = props || {};
    const _defaultValue = consume_shared_module_default_react_1_9_0_singleton_.useRef(defaultValue);
    const _compute = consume_shared_module_default_react_1_9_0_singleton_.useRef(compute);
    const _prevControl = consume_shared_module_default_react_1_9_0_singleton_.useRef(control);
    const _prevName = consume_shared_module_default_react_1_9_0_singleton_.useRef(name);
    _compute.current = compute;
    const getInitialOutput = () => {
        const defaultValue = control._getWatch(name, _defaultValue.current);
        return _compute.current ? _compute.current(defaultValue) : defaultValue;
    };
    const [value, updateValue] = consume_shared_module_default_react_1_9_0_singleton_.useState(getInitialOutput);
    const _computeFormValues = consume_shared_module_default_react_1_9_0_singleton_.useRef(value);
    const getCurrentOutput = consume_shared_module_default_react_1_9_0_singleton_.useCallback((values) => {
        const formValues = generateWatchOutput(name, control._names, values || control._formValues, false, _defaultValue.current);
        return _compute.current
            ? _compute.current(formValues)
            : formValues;
    }, [control._formValues, control._names, name]);
    const refreshValue = consume_shared_module_default_react_1_9_0_singleton_.useCallback((values) => {
        if (!disabled) {
            const formValues = generateWatchOutput(name, control._names, values || control._formValues, false, _defaultValue.current);
            if (_compute.current) {
                const computedFormValues = _compute.current(formValues);
                if (!deepEqual(computedFormValues, _computeFormValues.current)) {
                    updateValue(computedFormValues);
                    _computeFormValues.current = computedFormValues;
                }
            }
            else {
                updateValue(formValues);
                _computeFormValues.current = formValues;
            }
        }
    }, [control._formValues, control._names, disabled, name]);
    const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getInitialOutput);
    const _refreshValue = consume_shared_module_default_react_1_9_0_singleton_.useRef(refreshValue);
    _refreshValue.current = refreshValue;
    const _getCurrentOutput = consume_shared_module_default_react_1_9_0_singleton_.useRef(getCurrentOutput);
    _getCurrentOutput.current = getCurrentOutput;
    useIsomorphicLayoutEffect(() => {
        if (_prevControl.current !== control ||
            !deepEqual(_prevName.current, name)) {
            _prevControl.current = control;
            _prevName.current = name;
            _refreshValue.current();
        }
        else {
            resyncIfNeeded(!disabled, () => _getCurrentOutput.current(), (currentValue) => {
                const nextValue = cloneObject(currentValue);
                updateValue(nextValue);
                _computeFormValues.current = nextValue;
            });
        }
        const unsubscribe = control._subscribe({
            name,
            formState: {
                values: true,
            },
            exact,
            callback: (formState) => {
                _refreshValue.current(formState.values);
            },
        });
        return () => {
            unsubscribe();
            snapshot(!disabled, () => _getCurrentOutput.current());
        };
    }, [control, exact, name, disabled, resyncIfNeeded, snapshot]);
    consume_shared_module_default_react_1_9_0_singleton_.useEffect(() => control._removeUnmounted());
    // If name or control changed for this render, synchronously reflect the
    // latest value so callers (like useController) see the correct value
    // immediately on the same render.
    // Optimize: Check control reference first before expensive deepEqual
    const controlChanged = _prevControl.current !== control;
    const prevName = _prevName.current;
    const nameChanged = consume_shared_module_default_react_1_9_0_singleton_.useMemo(() => !controlChanged && !deepEqual(prevName, name), [controlChanged, name, prevName]);
    if (controlChanged || nameChanged) {
        _defaultValue.current = defaultValue;
    }
    const shouldReturnImmediate = !disabled && (controlChanged || nameChanged);
    return shouldReturnImmediate ? getCurrentOutput() : value;
}

/**
 * Hook for controlled inputs. Returns `field`, `fieldState`, and `formState`.
 * Re-renders are isolated to the hook level.
 *
 * @see [API](https://react-hook-form.com/docs/usecontroller)
 *
 * @example
 * ```tsx
 * const { field, fieldState } = useController({ control, name: "email" });
 * return <input {...field} />;
 * ```
 */
function useController(props) {
    const formControl = useFormControlContext();
    const { name, disabled, control = formControl, shouldUnregister, defaultValue, exact = true, } = props;
    const isArrayField = isNameInFieldArray(control._names.array, name);
    const defaultValueMemo = React.useMemo(() => {
        const resolved = get(control._formValues, name, get(control._defaultValues, name, defaultValue));
        return (isUndefined(resolved) ? getNullAncestorValue(control, name) : resolved);
    }, [control, name, defaultValue]);
    const value = useWatch({
        control,
        name,
        defaultValue: defaultValueMemo,
        exact,
    });
    const formState = useFormState({
        control,
        name,
        exact,
    });
    const _props = React.useRef(props);
    const _shouldUnregister = React.useRef(shouldUnregister);
    const _proxyRef = React.useRef(null);
    const _registeredName = React.useRef(undefined);
    const _registerProps = React.useRef(control.register(name, {
        ...props.rules,
        value: _registeredName.current === name && !get(control._fields, name)
            ? undefined
            : value,
        ...(isBoolean(props.disabled) ? { disabled: props.disabled } : {}),
    }));
    _registeredName.current = name;
    _props.current = props;
    const fieldState = React.useMemo(() => Object.defineProperties({}, {
        invalid: {
            enumerable: true,
            get: () => !!get(formState.errors, name),
        },
        isDirty: {
            enumerable: true,
            get: () => !!get(formState.dirtyFields, name),
        },
        isTouched: {
            enumerable: true,
            get: () => !!get(formState.touchedFields, name),
        },
        isValidating: {
            enumerable: true,
            get: () => !!get(formState.validatingFields, name),
        },
        error: {
            enumerable: true,
            get: () => get(formState.errors, name),
        },
    }), [formState, name]);
    const onChange = React.useCallback((event) => {
        const value = getEventValue(event);
        if (!get(control._fields, name)) {
            _registerProps.current = control.register(name, {
                ..._props.current.rules,
                value,
            });
        }
        return _registerProps.current.onChange({
            target: {
                value: getEventValue(event),
                name,
            },
            type: EVENTS.CHANGE,
        });
    }, [name, control]);
    const onBlur = React.useCallback(() => {
        const value = get(control._formValues, name);
        if (!get(control._fields, name)) {
            _registerProps.current = control.register(name, {
                ..._props.current.rules,
                value,
            });
        }
        return _registerProps.current.onBlur({
            target: {
                value,
                name,
            },
            type: EVENTS.BLUR,
        });
    }, [name, control]);
    const ref = React.useCallback((elm) => {
        if (elm) {
            _proxyRef.current = {
                focus: () => isFunction(elm.focus) && elm.focus(),
                select: () => isFunction(elm.select) && elm.select(),
                setCustomValidity: (message) => isFunction(elm.setCustomValidity) && elm.setCustomValidity(message),
                reportValidity: () => isFunction(elm.reportValidity) && elm.reportValidity(),
            };
        }
        const field = get(control._fields, name);
        if (field && field._f && elm) {
            field._f.ref = _proxyRef.current;
            field._f._c = true;
        }
    }, [control._fields, name]);
    const field = React.useMemo(() => ({
        name,
        value,
        ...(isBoolean(disabled) || formState.disabled
            ? { disabled: formState.disabled || disabled }
            : {}),
        onChange,
        onBlur,
        ref,
    }), [name, disabled, formState.disabled, onChange, onBlur, ref, value]);
    React.useEffect(() => {
        _shouldUnregister.current = shouldUnregister;
        if (control._options.shouldUnregister || shouldUnregister) {
            const value = cloneObject(get(shouldUnregister
                ? control._defaultValues
                : control._options.values || control._defaultValues, name, get(control._options.defaultValues, name, _props.current.defaultValue)));
            set(control._defaultValues, name, value);
            if (isUndefined(get(control._formValues, name))) {
                set(control._formValues, name, value);
            }
        }
        else if (!isArrayField &&
            !isUndefined(_props.current.defaultValue) &&
            isUndefined(get(control._defaultValues, name))) {
            set(control._defaultValues, name, cloneObject(_props.current.defaultValue));
            control._subjects.state.next({
                defaultValues: control._defaultValues,
            });
        }
    }, [control, name, isArrayField, shouldUnregister]);
    React.useEffect(() => {
        _registerProps.current = control.register(name, {
            ..._props.current.rules,
            ...(isBoolean(_props.current.disabled)
                ? { disabled: _props.current.disabled }
                : {}),
        });
        const updateMounted = (name, value) => {
            const field = get(control._fields, name);
            if (field && field._f) {
                field._f.mount = value;
                field._f._c = value;
            }
        };
        updateMounted(name, true);
        !isArrayField &&
            control.register(name, {
                ..._props.current.rules,
                ...(isBoolean(_props.current.disabled)
                    ? { disabled: _props.current.disabled }
                    : {}),
            });
        if (_proxyRef.current) {
            const field = get(control._fields, name);
            if (field && field._f) {
                field._f.ref = _proxyRef.current;
            }
        }
        return () => {
            const shouldUnregisterField = control._options.shouldUnregister || _shouldUnregister.current;
            (isArrayField
                ? shouldUnregisterField && !control._state.action
                : shouldUnregisterField)
                ? control.unregister(name)
                : updateMounted(name, false);
        };
    }, [name, control, isArrayField]);
    React.useEffect(() => {
        control._setDisabledField({
            disabled,
            name,
        });
    }, [disabled, name, control]);
    return React.useMemo(() => ({
        field,
        formState,
        fieldState,
    }), [field, formState, fieldState]);
}

/**
 * Component wrapper around `useController` for controlled inputs.
 *
 * @see [API](https://react-hook-form.com/docs/usecontroller/controller)
 *
 * @example
 * ```tsx
 * <Controller
 *   control={control}
 *   name="test"
 *   render={({ field, fieldState, formState }) => <input {...field} />}
 * />
 * ```
 */
const Controller = (props) => props.render(useController(props));

/**
 * Displays the validation error for a single field.
 * Reads from `control` when provided, otherwise from the nearest `FormProvider`.
 *
 * @see [API](https://react-hook-form.com/docs/useformstate/errormessage)
 *
 * @example
 * ```tsx
 * <ErrorMessage control={control} name="email" as="p" />
 * <ErrorMessage name="email" as="span" />
 * <ErrorMessage control={control} name="email"
 *   render={({ message }) => <Alert>{message}</Alert>} />
 * ```
 */
const ErrorMessage = ({ as, control, name, render, }) => {
    const { errors } = useFormState({
        control,
        name: name,
    });
    const error = get(errors, name);
    if (!error) {
        return null;
    }
    const message = error.message || '';
    if (render) {
        return render({ message, messages: error.types });
    }
    return React.createElement(as || React.Fragment, null, message);
};

var generateId = () => typeof crypto !== 'undefined' && crypto.randomUUID
    ? crypto.randomUUID()
    : 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
        const r = (Math.random() * 16) | 0;
        return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
    });

var getFocusFieldName = (name, index, options = {}) => options.shouldFocus || isUndefined(options.shouldFocus)
    ? options.focusName ||
        `${name}.${isUndefined(options.focusIndex) ? index : options.focusIndex}.`
    : '';

var getValidationModes = (mode) => ({
    isOnSubmit: !mode || mode === VALIDATION_MODE.onSubmit,
    isOnBlur: mode === VALIDATION_MODE.onBlur,
    isOnChange: mode === VALIDATION_MODE.onChange,
    isOnAll: mode === VALIDATION_MODE.all,
    isOnTouch: mode === VALIDATION_MODE.onTouched,
});

var isWatched = (name, _names, isBlurEvent) => {
    if (isBlurEvent)
        return false;
    if (_names.watchAll || _names.watch.has(name))
        return true;
    for (const watchName of _names.watch) {
        if (name.startsWith(watchName) && name.charAt(watchName.length) === '.')
            return true;
    }
    return false;
};

const iterateFieldsByAction = (fields, action, fieldsNames) => {
    var _a;
    for (const key of fieldsNames || Object.keys(fields)) {
        if (key === '_f') {
            continue;
        }
        const field = (fieldsNames ? get(fields, key) : fields[key]);
        if (field) {
            const { _f } = field;
            if (_f) {
                const groupRef = (_a = _f.refs) === null || _a === void 0 ? void 0 : _a.find((ref) => !ref.disabled);
                if (groupRef && action(groupRef, _f.name)) {
                    return true;
                }
                else if (_f.ref && action(_f.ref, _f.name)) {
                    return true;
                }
                else {
                    if (iterateFieldsByAction(field, action)) {
                        return true;
                    }
                }
            }
            else if (isObject(field) || Array.isArray(field)) {
                if (iterateFieldsByAction(field, action)) {
                    return true;
                }
            }
        }
    }
    return;
};

var updateFieldArrayRootError = (errors, error, name) => {
    const existingErrors = get(errors, name);
    const fieldArrayErrors = Array.isArray(existingErrors) ? existingErrors : [];
    set(fieldArrayErrors, ROOT_ERROR_TYPE, get(error[name], ROOT_ERROR_TYPE, error[name]));
    set(errors, name, fieldArrayErrors);
    return errors;
};

var isEmptyObject = (value) => isObject(value) && !Object.keys(value).length;

var isHTMLElement = (value) => {
    if (!isWeb) {
        return false;
    }
    const owner = value ? value.ownerDocument : 0;
    return (value instanceof
        (owner && owner.defaultView ? owner.defaultView.HTMLElement : HTMLElement));
};

var isRadioInput = (element) => element.type === 'radio';

var isRegex = (value) => value instanceof RegExp;

var appendErrors = (name, validateAllFieldCriteria, errors, type, message) => validateAllFieldCriteria
    ? {
        ...errors[name],
        types: {
            ...(errors[name] && errors[name].types ? errors[name].types : {}),
            [type]: message || true,
        },
    }
    : {};

const defaultResult = {
    value: false,
    isValid: false,
};
const validResult = { value: true, isValid: true };
var getCheckboxValue = (options) => {
    if (!Array.isArray(options)) {
        return defaultResult;
    }
    if (options.length > 1) {
        const values = options
            .filter((option) => option && option.checked && !option.disabled)
            .map((option) => option.value);
        return { value: values, isValid: !!values.length };
    }
    const option = options[0];
    if (!option || !option.checked || option.disabled) {
        return defaultResult;
    }
    if (!option.attributes || !('value' in option.attributes)) {
        return validResult;
    }
    return isUndefined(option.value) || option.value === ''
        ? validResult
        : { value: option.value, isValid: true };
};

const defaultReturn = {
    isValid: false,
    value: null,
};
var getRadioValue = (options) => Array.isArray(options)
    ? options.reduce((previous, option) => option && option.checked && !option.disabled
        ? {
            isValid: true,
            value: option.value,
        }
        : previous, defaultReturn)
    : defaultReturn;

function getValidateError(result, ref, type = 'validate') {
    if (isString(result) ||
        (Array.isArray(result) && !!result.length && result.every(isString)) ||
        (isBoolean(result) && !result)) {
        return {
            type,
            message: isString(result) ? result : '',
            ref,
        };
    }
}

var getValueAndMessage = (validationData) => isObject(validationData) && !isRegex(validationData)
    ? validationData
    : {
        value: validationData,
        message: '',
    };

var validateField = async (field, disabledFieldNames, formValues, validateAllFieldCriteria, shouldUseNativeValidation, isFieldArray) => {
    const { ref, refs, required, maxLength, minLength, min, max, pattern, validate, name, valueAsNumber, mount, _c, } = field._f;
    const inputValue = get(formValues, name);
    if (!mount || disabledFieldNames.has(name)) {
        return {};
    }
    const inputRef = refs ? refs[0] : ref;
    const setCustomValidity = (message) => {
        if (shouldUseNativeValidation && inputRef.reportValidity) {
            const validityMessage = isBoolean(message) ? '' : message || '';
            if (refs) {
                refs.forEach((ref) => isFunction(ref.setCustomValidity) &&
                    ref.setCustomValidity(validityMessage));
            }
            else {
                inputRef.setCustomValidity(validityMessage);
            }
            inputRef.reportValidity();
        }
    };
    const error = {};
    const isRadio = !_c && isRadioInput(ref);
    const isCheckBox = !_c && isCheckBoxInput(ref);
    const isRadioOrCheckbox = isRadio || isCheckBox;
    const isEmpty = ((valueAsNumber || isFileInput(ref)) &&
        isUndefined(ref.value) &&
        isUndefined(inputValue)) ||
        (isHTMLElement(ref) && ref.value === '' && !_c) ||
        inputValue === '' ||
        (Array.isArray(inputValue) && !inputValue.length);
    const appendErrorsCurry = appendErrors.bind(null, name, validateAllFieldCriteria, error);
    const getMinMaxMessage = (exceedMax, maxLengthMessage, minLengthMessage, maxType = INPUT_VALIDATION_RULES.maxLength, minType = INPUT_VALIDATION_RULES.minLength) => {
        const message = exceedMax ? maxLengthMessage : minLengthMessage;
        error[name] = {
            type: exceedMax ? maxType : minType,
            message,
            ref,
            ...appendErrorsCurry(exceedMax ? maxType : minType, message),
        };
    };
    if (isFieldArray
        ? !Array.isArray(inputValue) || !inputValue.length
        : required &&
            ((!isRadioOrCheckbox && (isEmpty || isNullOrUndefined(inputValue))) ||
                (isBoolean(inputValue) && !inputValue) ||
                (isCheckBox && !getCheckboxValue(refs).isValid) ||
                (isRadio && !getRadioValue(refs).isValid))) {
        const { value, message } = isString(required)
            ? { value: !!required, message: required }
            : getValueAndMessage(required);
        if (value) {
            error[name] = {
                type: INPUT_VALIDATION_RULES.required,
                message,
                ref: inputRef,
                ...appendErrorsCurry(INPUT_VALIDATION_RULES.required, message),
            };
            if (!validateAllFieldCriteria) {
                setCustomValidity(message);
                return error;
            }
        }
    }
    if (!isEmpty && (!isNullOrUndefined(min) || !isNullOrUndefined(max))) {
        let exceedMax;
        let exceedMin;
        const maxOutput = getValueAndMessage(max);
        const minOutput = getValueAndMessage(min);
        if (!isNullOrUndefined(inputValue) &&
            !isDateObject(inputValue) &&
            !isNaN(inputValue)) {
            const valueNumber = (!_c && ref.valueAsNumber) ||
                (inputValue ? +inputValue : inputValue);
            if (!isNullOrUndefined(maxOutput.value)) {
                exceedMax = valueNumber > maxOutput.value;
            }
            if (!isNullOrUndefined(minOutput.value)) {
                exceedMin = valueNumber < minOutput.value;
            }
        }
        else {
            const valueDate = (!_c && ref.valueAsDate) ||
                new Date(inputValue);
            const convertTimeToDate = (time) => new Date(new Date().toDateString() + ' ' + time);
            const isTime = ref.type == 'time';
            const isWeek = ref.type == 'week';
            if (isString(maxOutput.value) && inputValue) {
                exceedMax = isTime
                    ? convertTimeToDate(inputValue) > convertTimeToDate(maxOutput.value)
                    : isWeek
                        ? inputValue > maxOutput.value
                        : valueDate > new Date(maxOutput.value);
            }
            if (isString(minOutput.value) && inputValue) {
                exceedMin = isTime
                    ? convertTimeToDate(inputValue) < convertTimeToDate(minOutput.value)
                    : isWeek
                        ? inputValue < minOutput.value
                        : valueDate < new Date(minOutput.value);
            }
        }
        if (exceedMax || exceedMin) {
            getMinMaxMessage(!!exceedMax, maxOutput.message, minOutput.message, INPUT_VALIDATION_RULES.max, INPUT_VALIDATION_RULES.min);
            if (!validateAllFieldCriteria) {
                setCustomValidity(error[name].message);
                return error;
            }
        }
    }
    if ((!isNullOrUndefined(maxLength) || !isNullOrUndefined(minLength)) &&
        !isEmpty &&
        (isString(inputValue) || (isFieldArray && Array.isArray(inputValue)))) {
        const maxLengthOutput = getValueAndMessage(maxLength);
        const minLengthOutput = getValueAndMessage(minLength);
        const exceedMax = !isNullOrUndefined(maxLengthOutput.value) &&
            inputValue.length > +maxLengthOutput.value;
        const exceedMin = !isNullOrUndefined(minLengthOutput.value) &&
            inputValue.length < +minLengthOutput.value;
        if (exceedMax || exceedMin) {
            getMinMaxMessage(exceedMax, maxLengthOutput.message, minLengthOutput.message);
            if (!validateAllFieldCriteria) {
                setCustomValidity(error[name].message);
                return error;
            }
        }
    }
    if (pattern && !isEmpty && isString(inputValue)) {
        const { value: patternValue, message } = getValueAndMessage(pattern);
        if (isRegex(patternValue) && !inputValue.match(patternValue)) {
            error[name] = {
                type: INPUT_VALIDATION_RULES.pattern,
                message,
                ref,
                ...appendErrorsCurry(INPUT_VALIDATION_RULES.pattern, message),
            };
            if (!validateAllFieldCriteria) {
                setCustomValidity(message);
                return error;
            }
        }
    }
    if (validate) {
        if (isFunction(validate)) {
            const result = await validate(inputValue, formValues);
            const validateError = getValidateError(result, inputRef);
            if (validateError) {
                error[name] = {
                    ...validateError,
                    ...appendErrorsCurry(INPUT_VALIDATION_RULES.validate, validateError.message),
                };
                if (!validateAllFieldCriteria) {
                    setCustomValidity(validateError.message);
                    return error;
                }
            }
        }
        else if (isObject(validate)) {
            let validationResult = {};
            for (const key in validate) {
                if (!isEmptyObject(validationResult) && !validateAllFieldCriteria) {
                    break;
                }
                const validateError = getValidateError(await validate[key](inputValue, formValues), inputRef, key);
                if (validateError) {
                    validationResult = {
                        ...validateError,
                        ...appendErrorsCurry(key, validateError.message),
                    };
                    if (!validateAllFieldCriteria) {
                        setCustomValidity(validateError.message);
                    }
                    if (validateAllFieldCriteria) {
                        error[name] = validationResult;
                    }
                }
            }
            if (!isEmptyObject(validationResult)) {
                error[name] = {
                    ref: inputRef,
                    ...validationResult,
                };
                if (!validateAllFieldCriteria) {
                    return error;
                }
            }
        }
    }
    const fieldError = error[name];
    setCustomValidity(fieldError ? fieldError.message : true);
    return error;
};

var convertToArrayPayload = (value) => (Array.isArray(value) ? value : [value]);

var appendAt = (data, value) => [
    ...data,
    ...convertToArrayPayload(value),
];

var fillEmptyArray = (value) => Array.isArray(value) ? value.map(() => undefined) : undefined;

function insert(data, index, value) {
    return [
        ...data.slice(0, index),
        ...convertToArrayPayload(value),
        ...data.slice(index),
    ];
}

var moveArrayAt = (data, from, to) => {
    if (!Array.isArray(data)) {
        return [];
    }
    if (isUndefined(data[to])) {
        data[to] = undefined;
    }
    data.splice(to, 0, data.splice(from, 1)[0]);
    return data;
};

var prependAt = (data, value) => [
    ...convertToArrayPayload(value),
    ...convertToArrayPayload(data),
];

var compact = (value) => Array.isArray(value) ? value.filter(Boolean) : [];

function removeAtIndexes(data, indexes) {
    let i = 0;
    const temp = [...data];
    for (const index of indexes) {
        temp.splice(index - i, 1);
        i++;
    }
    return compact(temp).length ? temp : [];
}
var removeArrayAt = (data, index) => isUndefined(index)
    ? []
    : removeAtIndexes(data, [...new Set(convertToArrayPayload(index))].sort((a, b) => a - b));

var swapArrayAt = (data, indexA, indexB) => {
    [data[indexA], data[indexB]] = [data[indexB], data[indexA]];
};

function baseGet(object, updatePath) {
    const length = updatePath.length - 1;
    let index = 0;
    while (index < length) {
        if (isNullOrUndefined(object)) {
            object = undefined;
            break;
        }
        object = object[updatePath[index]];
        index++;
    }
    return object;
}
function isEmptyArray(obj) {
    for (const key in obj) {
        if (obj.hasOwnProperty(key) && !isUndefined(obj[key])) {
            return false;
        }
    }
    return true;
}
function unset(object, path) {
    if (!isObject(object) && !Array.isArray(object)) {
        return object;
    }
    if (isString(path) && Object.prototype.hasOwnProperty.call(object, path)) {
        delete object[path];
        return object;
    }
    const paths = Array.isArray(path)
        ? path
        : isKey(path)
            ? [path]
            : stringToPath(path);
    if (paths.some((segment) => PROTOTYPE_KEYWORDS.includes(String(segment)))) {
        return object;
    }
    const childObject = paths.length === 1 ? object : baseGet(object, paths);
    const index = paths.length - 1;
    const key = paths[index];
    if (childObject && (isObject(childObject) || Array.isArray(childObject))) {
        delete childObject[key];
    }
    if (index !== 0 &&
        ((isObject(childObject) && isEmptyObject(childObject)) ||
            (Array.isArray(childObject) && isEmptyArray(childObject)))) {
        unset(object, paths.slice(0, -1));
    }
    return object;
}

var updateAt = (fieldValues, index, value) => {
    fieldValues[index] = value;
    return fieldValues;
};

/**
 * Hook for dynamic field arrays. Provides `fields` and mutation methods:
 * `append`, `prepend`, `remove`, `insert`, `swap`, `move`, `update`, `replace`.
 *
 * @see [API](https://react-hook-form.com/docs/usefieldarray)
 *
 * @example
 * ```tsx
 * const { fields, append } = useFieldArray({ control, name: "items" });
 * return fields.map((f, i) => <input key={f.id} {...register(`items.${i}.name`)} />);
 * ```
 */
function useFieldArray(props) {
    const formControl = useFormControlContext();
    const { control = formControl, name, keyName = 'id', disabled, shouldUnregister, rules, } = props;
    const getCurrentFieldArray = () => control._getFieldArray(name);
    const [fields, setFields] = React.useState(getCurrentFieldArray);
    const ids = React.useRef(control._getFieldArray(name).map(generateId));
    const _actioned = React.useRef(false);
    const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getCurrentFieldArray);
    const _prevControl = React.useRef(control);
    const _prevName = React.useRef(name);
    const _rules = React.useRef({ control, name, rules });
    if (!disabled) {
        control._names.array.add(name);
    }
    React.useMemo(() => {
        if (!disabled && fields) {
            if (rules ||
                (_rules.current.rules &&
                    _rules.current.control === control &&
                    _rules.current.name === name)) {
                control.register(name, rules);
            }
            _rules.current = { control, name, rules };
        }
    }, [control, name, fields, rules, disabled]);
    useIsomorphicLayoutEffect(() => {
        if (disabled) {
            return;
        }
        if (_prevControl.current === control && _prevName.current === name) {
            resyncIfNeeded(true, getCurrentFieldArray, (fieldValues) => {
                setFields(fieldValues);
                ids.current = fieldValues.map(generateId);
            });
        }
        else {
            _prevControl.current = control;
            _prevName.current = name;
            const fieldValues = getCurrentFieldArray();
            if (!deepEqual(fields, fieldValues)) {
                setFields(fieldValues);
                ids.current = fieldValues.map(generateId);
            }
            snapshot(true, getCurrentFieldArray);
        }
        const unsubscribe = control._subjects.array.subscribe({
            next: ({ values, name: fieldArrayName, }) => {
                if (fieldArrayName === name || !fieldArrayName) {
                    const fieldValues = get(values, name);
                    if (Array.isArray(fieldValues)) {
                        setFields(fieldValues);
                        ids.current = fieldValues.map(generateId);
                    }
                    else if (!fieldArrayName) {
                        setFields([]);
                        ids.current = [];
                    }
                }
            },
        }).unsubscribe;
        return () => {
            unsubscribe();
            snapshot(true, getCurrentFieldArray);
        };
    }, [control, name, disabled, resyncIfNeeded, snapshot]);
    const updateValues = React.useCallback((updatedFieldArrayValues) => {
        _actioned.current = true;
        control._setFieldArray(name, updatedFieldArrayValues);
    }, [control, name]);
    const append = (value, options) => {
        if (disabled) {
            return;
        }
        const appendValue = convertToArrayPayload(cloneObject(value));
        const updatedFieldArrayValues = appendAt(control._getFieldArray(name), appendValue);
        control._names.focus = getFocusFieldName(name, updatedFieldArrayValues.length - 1, options);
        ids.current = appendAt(ids.current, appendValue.map(generateId));
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, appendAt, {
            argA: fillEmptyArray(value),
        });
    };
    const prepend = (value, options) => {
        if (disabled) {
            return;
        }
        const prependValue = convertToArrayPayload(cloneObject(value));
        const updatedFieldArrayValues = prependAt(control._getFieldArray(name), prependValue);
        control._names.focus = getFocusFieldName(name, 0, options);
        ids.current = prependAt(ids.current, prependValue.map(generateId));
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, prependAt, {
            argA: fillEmptyArray(value),
        });
    };
    const remove = (index) => {
        if (disabled) {
            return;
        }
        const updatedFieldArrayValues = removeArrayAt(control._getFieldArray(name), index);
        ids.current = removeArrayAt(ids.current, index);
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        !Array.isArray(get(control._fields, name)) &&
            set(control._fields, name, undefined);
        control._setFieldArray(name, updatedFieldArrayValues, removeArrayAt, {
            argA: index,
        });
    };
    const insert$1 = (index, value, options) => {
        if (disabled) {
            return;
        }
        const insertValue = convertToArrayPayload(cloneObject(value));
        const updatedFieldArrayValues = insert(control._getFieldArray(name), index, insertValue);
        control._names.focus = getFocusFieldName(name, index, options);
        ids.current = insert(ids.current, index, insertValue.map(generateId));
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, insert, {
            argA: index,
            argB: fillEmptyArray(value),
        });
    };
    const swap = (indexA, indexB) => {
        if (disabled) {
            return;
        }
        const updatedFieldArrayValues = control._getFieldArray(name);
        swapArrayAt(updatedFieldArrayValues, indexA, indexB);
        swapArrayAt(ids.current, indexA, indexB);
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, swapArrayAt, {
            argA: indexA,
            argB: indexB,
        }, false);
    };
    const move = (from, to) => {
        if (disabled) {
            return;
        }
        const updatedFieldArrayValues = control._getFieldArray(name);
        moveArrayAt(updatedFieldArrayValues, from, to);
        moveArrayAt(ids.current, from, to);
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, moveArrayAt, {
            argA: from,
            argB: to,
        }, false);
    };
    const update = (index, value) => {
        if (disabled) {
            return;
        }
        const updateValue = cloneObject(value);
        const updatedFieldArrayValues = updateAt(control._getFieldArray(name), index, updateValue);
        ids.current = [...updatedFieldArrayValues].map((item, i) => !item || i === index ? generateId() : ids.current[i]);
        updateValues(updatedFieldArrayValues);
        setFields([...updatedFieldArrayValues]);
        control._setFieldArray(name, updatedFieldArrayValues, updateAt, {
            argA: index,
            argB: fillEmptyArray(value),
        });
    };
    const replace = (value) => {
        if (disabled) {
            return;
        }
        const updatedFieldArrayValues = convertToArrayPayload(cloneObject(value));
        ids.current = updatedFieldArrayValues.map(generateId);
        updateValues([...updatedFieldArrayValues]);
        setFields([...updatedFieldArrayValues]);
        control._setFieldArray(name, [...updatedFieldArrayValues], (data) => Array.isArray(data)
            ? data.slice(0, updatedFieldArrayValues.length)
            : data, {});
    };
    React.useEffect(() => {
        if (disabled) {
            control._state.actionArrayLengths.delete(name);
            return;
        }
        control._state.action = false;
        control._state.actionArrayLengths.delete(name);
        isWatched(name, control._names) &&
            control._subjects.state.next({
                ...control._formState,
            });
        const validationModes = getValidationModes(control._options.mode);
        const reValidateModes = getValidationModes(control._options.reValidateMode);
        if (_actioned.current &&
            (!validationModes.isOnSubmit || control._formState.isSubmitted) &&
            !(control._formState.isSubmitted && reValidateModes.isOnSubmit) &&
            (!validationModes.isOnBlur ||
                (control._formState.isSubmitted && reValidateModes.isOnChange))) {
            const fieldArrayValues = get(control._formValues, name);
            if (control._options.resolver) {
                control._runSchema([name]).then((result) => {
                    control._updateIsValidating([name]);
                    if (fieldArrayValues !== get(control._formValues, name)) {
                        return;
                    }
                    const error = get(result.errors, name);
                    if (!deepEqual(get(control._formState.errors, name), error, true)) {
                        if (error) {
                            isObject(error) &&
                                !Object.keys(error).some((key) => !Number.isNaN(+key))
                                ? updateFieldArrayRootError(control._formState.errors, { [name]: error }, name)
                                : set(control._formState.errors, name, error);
                        }
                        else {
                            unset(control._formState.errors, name);
                        }
                        control._formState.errors = { ...control._formState.errors };
                        control._subjects.state.next({
                            errors: control._formState.errors,
                        });
                    }
                });
            }
            else {
                const field = get(control._fields, name);
                if (field && field._f) {
                    validateField(field, control._names.disabled, control._formValues, control._options.criteriaMode === VALIDATION_MODE.all, control._options.shouldUseNativeValidation, true).then((error) => {
                        if (fieldArrayValues !== get(control._formValues, name)) {
                            return;
                        }
                        if (!isEmptyObject(error)) {
                            updateFieldArrayRootError(control._formState.errors, error, name);
                            control._formState.errors = { ...control._formState.errors };
                            control._subjects.state.next({
                                errors: control._formState.errors,
                            });
                        }
                        else {
                            const existingError = get(control._formState.errors, name);
                            if (existingError && existingError[ROOT_ERROR_TYPE]) {
                                unset(control._formState.errors, `${name}.${ROOT_ERROR_TYPE}`);
                                control._formState.errors = { ...control._formState.errors };
                                control._subjects.state.next({
                                    errors: control._formState.errors,
                                });
                            }
                        }
                    });
                }
            }
        }
        // External updates that change `fields` (e.g. reset() or setValue() on
        // the array) already notify subscribers with the up-to-date values
        // themselves, so only re-broadcast here for genuine array method calls.
        _actioned.current &&
            control._subjects.state.next({
                name,
                values: cloneObject(control._formValues),
            });
        control._names.focus &&
            iterateFieldsByAction(control._fields, (ref, key) => {
                if (control._names.focus &&
                    key.startsWith(control._names.focus) &&
                    ref.focus) {
                    ref.focus();
                    return 1;
                }
                return;
            });
        control._names.focus = '';
        control._setValid();
        _actioned.current = false;
    }, [fields, name, control, disabled]);
    React.useEffect(() => {
        if (!disabled) {
            isUndefined(get(control._formValues, name)) &&
                control._setFieldArray(name);
        }
        return () => {
            control._state.actionArrayLengths.delete(name);
            control._state.actionArrayLengths.size || (control._state.action = false);
            if (disabled) {
                return;
            }
            const shouldKeepFieldArrayValues = !(control._options.shouldUnregister || shouldUnregister);
            const updateMounted = (name, value) => {
                const field = get(control._fields, name);
                if (field && field._f) {
                    field._f.mount = value;
                }
            };
            if (_actioned.current && shouldKeepFieldArrayValues) {
                control._subjects.state.next({
                    name,
                    values: cloneObject(control._formValues),
                });
            }
            if (!shouldKeepFieldArrayValues &&
                control._state.action &&
                [...control._state.actionArrayLengths.keys()].some((arrayName) => name.startsWith(arrayName + '.'))) {
                return;
            }
            shouldKeepFieldArrayValues
                ? updateMounted(name, false)
                : control.unregister(name);
        };
    }, [name, control, keyName, shouldUnregister, disabled]);
    return {
        swap: React.useCallback(swap, [updateValues, name, control, disabled]),
        move: React.useCallback(move, [updateValues, name, control, disabled]),
        prepend: React.useCallback(prepend, [
            updateValues,
            name,
            control,
            disabled,
        ]),
        append: React.useCallback(append, [updateValues, name, control, disabled]),
        remove: React.useCallback(remove, [updateValues, name, control, disabled]),
        insert: React.useCallback(insert$1, [updateValues, name, control, disabled]),
        update: React.useCallback(update, [updateValues, name, control, disabled]),
        replace: React.useCallback(replace, [
            updateValues,
            name,
            control,
            disabled,
        ]),
        fields: React.useMemo(() => fields.map((field, index) => ({
            ...field,
            ...(isBoolean(disabled) ? { disabled } : {}),
            [keyName]: ids.current[index] || generateId(),
        })), [fields, keyName, disabled]),
    };
}

/**
 * Component based on `useFieldArray` hook to work with controlled component.
 *
 * @example
 * ```tsx
 * function App() {
 *   const { control, register } = useForm<FormValues>({
 *     defaultValues: {
 *       test: [
 *         {
 *           value: '',
 *         },
 *       ],
 *     },
 *   });
 *
 *   return (
 *     <form>
 *       <FieldArray
 *         control={control}
 *         name="test"
 *         render={({ fields }) =>
 *           fields.map((field, index) => (
 *             <input key={field.id} {...register(`test.${index}.value`)} />
 *           ))
 *         }
 *       />
 *     </form>
 *   );
 * }
 * ```
 */
const FieldArray = (props) => props.render(useFieldArray(props));

const isFileLike = (value) => (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (typeof File !== 'undefined' && value instanceof File);
const isFileListLike = (value) => typeof FileList !== 'undefined' && value instanceof FileList;
const flatten = (obj) => {
    const output = {};
    for (const key of Object.keys(obj)) {
        if (isObjectType(obj[key]) &&
            obj[key] !== null &&
            !isDateObject(obj[key]) &&
            !isFileLike(obj[key]) &&
            !isFileListLike(obj[key])) {
            const nested = flatten(obj[key]);
            for (const nestedKey of Object.keys(nested)) {
                output[`${key}.${nestedKey}`] = nested[nestedKey];
            }
        }
        else {
            output[key] = obj[key];
        }
    }
    return output;
};

function jsonToFormData(json) {
    const result = new FormData();
    const flattenFormValues = flatten(json);
    for (const key in flattenFormValues) {
        const value = flattenFormValues[key];
        if (isUndefined(value)) {
            continue;
        }
        if (typeof FileList !== 'undefined' && value instanceof FileList) {
            for (let index = 0; index < value.length; index++) {
                const file = value[index];
                file && result.append(key, file);
            }
            continue;
        }
        result.append(key, value);
    }
    return result;
}

function safeJSONStringify(value) {
    try {
        return JSON.stringify(value);
    }
    catch (_a) {
        return '';
    }
}

function noop() { }

const POST_REQUEST = 'post';
function defaultValidateStatus(status) {
    return status >= 200 && status < 300;
}
/**
 * Form component that handles submission, including optional `action` fetch and server error wiring.
 *
 * @see [API](https://react-hook-form.com/docs/useform/form)
 *
 * @example
 * ```tsx
 * <Form action="/api" control={control}>
 *   <input {...register("name")} />
 *   <p>{errors?.root?.server && 'Server error'}</p>
 *   <button>Submit</button>
 * </Form>
 * ```
 */
function Form(props) {
    const formControl = useFormControlContext();
    const [mounted, setMounted] = React.useState(false);
    const { control = formControl, onSubmit = noop, children, action, method = POST_REQUEST, headers, encType, onError = noop, render, onSuccess = noop, validateStatus = defaultValidateStatus, ...rest } = props;
    const handleSubmit = React.useMemo(() => {
        return control.handleSubmit(async (data, event) => {
            const formData = jsonToFormData(data);
            const formDataJson = safeJSONStringify(data);
            if (onSubmit) {
                await onSubmit({
                    data,
                    event,
                    method,
                    formData,
                    formDataJson,
                });
            }
            if (isString(action)) {
                try {
                    const isMultipart = (value) => /^\s*multipart\/form-data\s*(;|$)/i.test(value);
                    const contentType = encType && !isMultipart(encType) ? encType : undefined;
                    const hasContentType = (type) => contentType
                        ? type.test(contentType)
                        : (headers &&
                            Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'content-type' && type.test(value))) ||
                            (encType && type.test(encType));
                    let body = formData;
                    if (hasContentType(/json/i)) {
                        body = formDataJson;
                    }
                    else if (hasContentType(/^\s*application\/x-www-form-urlencoded\s*(;|$)/i)) {
                        body = new URLSearchParams(Array.from(formData, ([name, value]) => [
                            name,
                            isString(value) ? value : value.name,
                        ]));
                    }
                    else if (hasContentType(/^\s*text\/plain\s*(;|$)/i)) {
                        body = Array.from(formData, ([name, value]) => `${name}=${isString(value) ? value : value.name}\r\n`).join('');
                    }
                    const response = await fetch(action, {
                        method,
                        headers: {
                            ...Object.fromEntries(Object.entries(headers || {}).filter(([name, value]) => name.toLowerCase() !== 'content-type' ||
                                (!contentType && !isMultipart(value)))),
                            ...(contentType && { 'Content-Type': contentType }),
                        },
                        body,
                    });
                    if (response && !validateStatus(response.status)) {
                        onError({ response });
                        return { type: String(response.status) };
                    }
                    else {
                        onSuccess({ response });
                    }
                }
                catch (error) {
                    onError({ error });
                    return { type: '' };
                }
            }
            if (isFunction(action)) {
                try {
                    await action(formData);
                }
                catch (error) {
                    onError({ error });
                    return { type: '' };
                }
            }
            // Return nothing when successful.
            return;
        });
    }, [
        control,
        onSubmit,
        method,
        action,
        headers,
        encType,
        validateStatus,
        onError,
        onSuccess,
    ]);
    const submit = React.useCallback(async (event) => {
        const err = await handleSubmit(event);
        if (err && control) {
            control._subjects.state.next({ isSubmitSuccessful: false });
            control.setError('root.server', err);
        }
    }, [handleSubmit, control]);
    React.useEffect(() => {
        setMounted(true);
    }, []);
    if (render) {
        return render({ submit });
    }
    // React forbids passing `method`/`encType` alongside a function `action`
    // (a Server-Action-style submission) -- it manages those itself and warns
    // if they're present, so they're only rendered for string/URL actions.
    return (React.createElement("form", { noValidate: mounted, action: action, ...(!isFunction(action) && { method, encType }), onSubmit: submit, ...rest }, children));
}

const FormState = ({ control, disabled, exact, name, render, }) => render(useFormState({ control, name, disabled, exact }));
/** @deprecated Use `FormState` instead. Kept as an alias for backward compatibility. */
const FormStateSubscribe = (/* unused pure expression or super */ null && (FormState));

var createSubject = () => {
    let _observers = new Set();
    let _iterationCount = 0;
    const next = (value) => {
        const observers = _observers;
        _iterationCount++;
        for (const observer of observers) {
            observer.next && observer.next(value);
        }
        observers === _observers && _iterationCount--;
    };
    const subscribe = (observer) => {
        _observers.add(observer);
        return {
            unsubscribe: () => {
                if (_iterationCount) {
                    _observers = new Set(_observers);
                    _iterationCount = 0;
                }
                _observers.delete(observer);
            },
        };
    };
    const unsubscribe = () => {
        _observers = new Set();
        _iterationCount = 0;
    };
    return {
        get observers() {
            return Array.from(_observers);
        },
        next,
        subscribe,
        unsubscribe,
    };
};

function extractFormValues(fieldsState, formValues) {
    const values = (Array.isArray(fieldsState) ? [] : {});
    for (const key in fieldsState) {
        if (Object.prototype.hasOwnProperty.call(fieldsState, key)) {
            const fieldState = fieldsState[key];
            const fieldValue = formValues[key];
            if (fieldState &&
                (isObject(fieldState) || Array.isArray(fieldState)) &&
                fieldValue) {
                values[key] = extractFormValues(fieldState, fieldValue);
            }
            else if (fieldsState[key]) {
                values[key] = fieldValue;
            }
        }
    }
    return values;
}

const hasOwn = (value, key) => value !== null &&
    isObjectType(value) &&
    Object.prototype.hasOwnProperty.call(value, key);
var has = (object, path) => {
    if (!path) {
        return false;
    }
    let result = object;
    for (const key of isKey(path) ? [path] : stringToPath(path)) {
        if (!hasOwn(result, key)) {
            // `get` also resolves a path held as a single literal key, eg `{ 'a.b': 1 }`
            return hasOwn(object, path);
        }
        result = result[key];
    }
    return true;
};

var isMultipleSelect = (element) => element.type === `select-multiple`;

const isSelectEdited = (select) => {
    const options = [...select.options];
    return !select.multiple &&
        select.size < 2 &&
        !options.some((option) => option.defaultSelected)
        ? select.selectedIndex !==
            options.findIndex((option) => {
                var _a;
                return !option.disabled &&
                    !((_a = option.parentElement) === null || _a === void 0 ? void 0 : _a.matches('optgroup[disabled]'));
            })
        : options.some((option) => option.selected !== option.defaultSelected);
};
var isEdited = (ref) => isCheckBoxInput(ref)
    ? ref.checked !== ref.defaultChecked
    : ref.type === 'select-one' || isMultipleSelect(ref)
        ? isSelectEdited(ref)
        : !isRadioInput(ref) &&
            ref.type !== 'range' &&
            ref.type !== 'color' &&
            'defaultValue' in ref &&
            ref.value !== ref.defaultValue;

var isRadioOrCheckbox = (ref) => isRadioInput(ref) || isCheckBoxInput(ref);

var live = (ref) => isHTMLElement(ref) && ref.isConnected;

function isDirtyContainer(value) {
    return Array.isArray(value) || isObject(value);
}
function collectDirtyFieldNames(dirtyTree, cachedDirtyFields, prefix = '', names = []) {
    for (const key in dirtyTree) {
        const path = prefix ? `${prefix}.${key}` : key;
        const value = dirtyTree[key];
        if (isDirtyContainer(value) &&
            isDirtyContainer(get(cachedDirtyFields, path))) {
            collectDirtyFieldNames(value, cachedDirtyFields, path, names);
        }
        else if (value) {
            names.push(path);
        }
    }
    return names;
}

var objectHasFunction = (data) => {
    for (const key in data) {
        if (isFunction(data[key])) {
            return true;
        }
    }
    return false;
};

function isTraversable(value) {
    return Array.isArray(value) || (isObject(value) && !objectHasFunction(value));
}
function isRegisteredLeaf(fieldRef) {
    return !!(fieldRef && '_f' in fieldRef);
}
function isEmptyDirtyContainer(value) {
    return Array.isArray(value)
        ? !value.some((item) => !isUndefined(item))
        : !Object.keys(value).length;
}
function clearDirtyField(container, key) {
    if (Array.isArray(container)) {
        container[key] = undefined;
    }
    else {
        delete container[key];
    }
}
function markFieldsDirty(data, fields = {}, fieldRefs) {
    for (const key in data) {
        const value = data[key];
        const fieldRef = fieldRefs && fieldRefs[key];
        if (isTraversable(value) &&
            (!Array.isArray(value) || !isRegisteredLeaf(fieldRef))) {
            fields[key] = Array.isArray(value) ? [] : {};
            markFieldsDirty(value, fields[key], fieldRef);
            if (isEmptyDirtyContainer(fields[key])) {
                clearDirtyField(fields, key);
            }
        }
        else if (!isUndefined(value)) {
            fields[key] = true;
        }
    }
    return fields;
}
function getDirtyFields(data, formValues, dirtyFieldsFromValues, fieldRefs) {
    if (!dirtyFieldsFromValues) {
        dirtyFieldsFromValues = markFieldsDirty(formValues, (Array.isArray(isNullOrUndefined(formValues) ? data : formValues)
            ? []
            : {}), fieldRefs);
    }
    for (const key in data) {
        const value = data[key];
        const fieldRef = fieldRefs && fieldRefs[key];
        if (isTraversable(value) &&
            (!Array.isArray(value) || !isRegisteredLeaf(fieldRef))) {
            if (isUndefined(formValues) || isPrimitive(dirtyFieldsFromValues[key])) {
                dirtyFieldsFromValues[key] = markFieldsDirty(value, (Array.isArray(value) ? [] : {}), fieldRef);
            }
            else {
                getDirtyFields(value, isNullOrUndefined(formValues) ? {} : formValues[key], dirtyFieldsFromValues[key], fieldRef);
            }
            if (isEmptyDirtyContainer(dirtyFieldsFromValues[key])) {
                clearDirtyField(dirtyFieldsFromValues, key);
            }
        }
        else if (deepEqual(value, isNullOrUndefined(formValues) ? undefined : formValues[key])) {
            clearDirtyField(dirtyFieldsFromValues, key);
        }
        else {
            dirtyFieldsFromValues[key] = true;
        }
    }
    return dirtyFieldsFromValues;
}

var getFieldArrayItemNames = (names, name) => {
    const segments = name.split('.');
    const matches = [];
    let prefix = segments[0];
    for (let i = 1; i < segments.length; prefix += '.' + segments[i++]) {
        if (!isNaN(+segments[i]) && names.has(prefix)) {
            matches.push(`${prefix}.${segments[i]}`);
        }
    }
    return matches;
};

var getFieldValueAs = (value, { valueAsNumber, valueAsDate, setValueAs }) => isUndefined(value)
    ? value
    : valueAsNumber
        ? value === ''
            ? NaN
            : value
                ? +value
                : value
        : valueAsDate && isString(value)
            ? new Date(value)
            : setValueAs
                ? setValueAs(value)
                : value;

function getFieldValue(_f) {
    const ref = _f.ref;
    if (isFileInput(ref)) {
        return ref.files;
    }
    if (isRadioInput(ref)) {
        return getRadioValue(_f.refs).value;
    }
    if (isMultipleSelect(ref)) {
        return [...ref.selectedOptions]
            .filter((option) => { var _a; return !option.disabled && !((_a = option.closest) === null || _a === void 0 ? void 0 : _a.call(option, 'optgroup[disabled]')); })
            .map(({ value }) => value);
    }
    if (isCheckBoxInput(ref)) {
        return getCheckboxValue(_f.refs).value;
    }
    return getFieldValueAs(ref.value, _f);
}

var getResolverOptions = (fieldsNames, _fields, criteriaMode, shouldUseNativeValidation) => {
    const fields = {};
    for (const name of fieldsNames) {
        const field = get(_fields, name);
        field && set(fields, name, cloneObject(field._f));
    }
    return {
        criteriaMode,
        names: [...fieldsNames],
        fields,
        shouldUseNativeValidation,
    };
};

var getRuleValue = (rule) => isUndefined(rule)
    ? rule
    : isRegex(rule)
        ? rule.source
        : isObject(rule)
            ? isRegex(rule.value)
                ? rule.value.source
                : rule.value
            : rule;

const ASYNC_FUNCTION = 'AsyncFunction';
var hasPromiseValidation = (fieldReference) => {
    if (!fieldReference || !fieldReference.validate)
        return false;
    if (isFunction(fieldReference.validate)) {
        return fieldReference.validate.constructor.name === ASYNC_FUNCTION;
    }
    if (isObject(fieldReference.validate)) {
        for (const key in fieldReference.validate) {
            if (fieldReference.validate[key].constructor.name === ASYNC_FUNCTION) {
                return true;
            }
        }
    }
    return false;
};

var hasValidation = (options) => options.mount &&
    (options.required ||
        (!isUndefined(options.required) && options.required !== false) ||
        !isUndefined(options.min) ||
        !isUndefined(options.max) ||
        !isUndefined(options.maxLength) ||
        !isUndefined(options.minLength) ||
        options.pattern ||
        options.validate);

function schemaErrorLookup(errors, _fields, name) {
    const error = get(errors, name);
    if ((error && (error.type || error.message)) || Array.isArray(error)) {
        return {
            error,
            name,
        };
    }
    const names = name.split('.');
    while (names.length) {
        const fieldName = names.join('.');
        const field = get(_fields, fieldName);
        const foundError = get(errors, fieldName);
        if (field && !Array.isArray(field) && name !== fieldName) {
            return { name };
        }
        if (foundError && foundError.type) {
            return {
                name: fieldName,
                error: foundError,
            };
        }
        if (foundError && foundError.root && foundError.root.type) {
            return {
                name: `${fieldName}.root`,
                error: foundError.root,
            };
        }
        names.pop();
    }
    return {
        name,
    };
}

var shouldRenderFormState = (formStateData, _proxyFormState, isRoot) => {
    const keys = Object.keys(formStateData).filter((key) => key !== 'name');
    return (!keys.length ||
        (isRoot && keys.length >= Object.keys(_proxyFormState).length) ||
        keys.find((key) => _proxyFormState[key] ===
            (!isRoot || VALIDATION_MODE.all)));
};

const isNameMatch = (currentName, signalName, exact) => exact
    ? currentName === signalName || currentName.startsWith(signalName + '.')
    : currentName.startsWith(signalName) || signalName.startsWith(currentName);
var shouldSubscribeByName = (name, signalName, exact) => {
    if (!name || !signalName || name === signalName) {
        return true;
    }
    if (!Array.isArray(name)) {
        return isNameMatch(name, signalName, exact);
    }
    for (const currentName of name) {
        if (currentName && isNameMatch(currentName, signalName, exact)) {
            return true;
        }
    }
    return false;
};

var skipValidation = (isBlurEvent, isTouched, isSubmitted, reValidateMode, mode) => {
    if (mode.isOnAll) {
        return false;
    }
    else if (!isSubmitted && mode.isOnTouch) {
        return !(isTouched || isBlurEvent);
    }
    else if (isSubmitted ? reValidateMode.isOnBlur : mode.isOnBlur) {
        return !isBlurEvent;
    }
    else if (isSubmitted ? reValidateMode.isOnChange : mode.isOnChange) {
        return isBlurEvent;
    }
    return true;
};

var unsetEmptyArray = (ref, name) => {
    const array = get(ref, name);
    !compact(array).length &&
        !(array && array.root) &&
        unset(ref, name);
};

const defaultOptions = {
    mode: VALIDATION_MODE.onSubmit,
    reValidateMode: VALIDATION_MODE.onChange,
    shouldFocusError: true,
};
const replaceDirtyFieldsInPlace = (dirtyFields, nextDirtyFields) => {
    for (const key in dirtyFields) {
        delete dirtyFields[key];
    }
    Object.assign(dirtyFields, nextDirtyFields);
};
const DEFAULT_FORM_STATE = {
    submitCount: 0,
    isDirty: false,
    isReady: false,
    isValidating: false,
    isSubmitted: false,
    isSubmitting: false,
    isSubmitSuccessful: false,
    isValid: false,
    touchedFields: {},
    dirtyFields: {},
    validatingFields: {},
};
function createFormControl(props = {}) {
    let _options = {
        ...defaultOptions,
        ...props,
    };
    let _formState = {
        ...cloneObject(DEFAULT_FORM_STATE),
        isLoading: isFunction(_options.defaultValues),
        errors: cloneObject(_options.errors) || {},
        disabled: _options.disabled || false,
    };
    let _fields = {};
    let _defaultValues = isObject(_options.defaultValues) || isObject(_options.values)
        ? cloneObject(_options.defaultValues || _options.values) || {}
        : {};
    let _formValues = _options.shouldUnregister
        ? {}
        : cloneObject(_defaultValues);
    let _state = {
        action: false,
        actionArrayLengths: new Map(),
        mount: false,
        watch: false,
        keepIsValid: false,
    };
    let _dirtyFieldsStale = false;
    let _names = {
        mount: new Set(),
        disabled: new Set(),
        unMount: new Set(),
        array: new Set(),
        watch: new Set(),
        registerName: new Set(),
    };
    const delayErrorCallbacks = {};
    const timers = {};
    const _valuesSubscribers = new Set();
    let _validationModeBeforeSubmit = getValidationModes(_options.mode);
    let _validationModeAfterSubmit = getValidationModes(_options.reValidateMode);
    const defaultProxyFormState = {
        isDirty: false,
        dirtyFields: false,
        validatingFields: false,
        touchedFields: false,
        isValidating: false,
        isValid: false,
        errors: false,
    };
    const _proxyFormState = {
        ...defaultProxyFormState,
    };
    const _proxySubscribeFormState = {};
    const _isTracked = (...keys) => keys.some((key) => _proxyFormState[key] || _proxySubscribeFormState[key]);
    const _hasValuesSubscriber = (name) => {
        for (const subscriber of _valuesSubscribers) {
            if (shouldSubscribeByName(subscriber.name, name, subscriber.exact)) {
                return true;
            }
        }
        return false;
    };
    const _subjects = {
        array: createSubject(),
        state: createSubject(),
    };
    let _setValidCallId = 0;
    let _validateFormCallId = 0;
    let _resetCallId = 0;
    let _registerCallId = 0;
    const _registerCallIds = {};
    let shouldDisplayAllAssociatedErrors = _options.criteriaMode === VALIDATION_MODE.all;
    const debounce = (name, callback) => (wait) => {
        clearTimeout(timers[name]);
        timers[name] = setTimeout(callback, wait);
    };
    const cancelDelayedError = (name) => {
        clearTimeout(timers[name]);
        delete timers[name];
        delete delayErrorCallbacks[name];
    };
    const cancelDelayedErrorTree = (name) => {
        cancelDelayedError(name);
        const prefix = `${name}.`;
        for (const key of Object.keys(delayErrorCallbacks)) {
            key.startsWith(prefix) && cancelDelayedError(key);
        }
    };
    const _setValid = async (shouldUpdateValid) => {
        if (_state.keepIsValid) {
            return;
        }
        if (!_options.disabled && (_isTracked('isValid') || shouldUpdateValid)) {
            const callId = ++_setValidCallId;
            const resetCallId = _resetCallId;
            let isValid;
            if (_options.resolver) {
                isValid = isEmptyObject((await _runSchema()).errors);
                callId === _setValidCallId && _updateIsValidating();
            }
            else {
                isValid = await executeBuiltInValidation({
                    fields: _fields,
                    onlyCheckValid: true,
                    eventType: EVENTS.VALID,
                });
            }
            if (callId !== _setValidCallId) {
                return;
            }
            if (resetCallId !== _resetCallId) {
                return _setValid(shouldUpdateValid);
            }
            if (isValid !== _formState.isValid) {
                _subjects.state.next({
                    isValid,
                });
            }
        }
    };
    const _updateValidatingFields = (names, isValidating) => {
        const fieldNames = [...names];
        if (!fieldNames.some((name) => name &&
            (isValidating
                ? get(_formState.validatingFields, name) !== true
                : has(_formState.validatingFields, name)))) {
            return;
        }
        const validatingFields = cloneObject(_formState.validatingFields);
        for (const name of fieldNames) {
            if (name) {
                isValidating
                    ? set(validatingFields, name, true)
                    : unset(validatingFields, name);
            }
        }
        if (!deepEqual(_formState.validatingFields, validatingFields)) {
            _formState.validatingFields = validatingFields;
        }
    };
    const _updateIsValidating = (names, isValidating) => {
        if (!_options.disabled && _isTracked('isValidating', 'validatingFields')) {
            _updateValidatingFields(names || _names.mount, isValidating);
            _subjects.state.next({
                validatingFields: _formState.validatingFields,
                isValidating: !isEmptyObject(_formState.validatingFields),
            });
        }
    };
    const _updateDirtyFields = () => {
        _formState.dirtyFields = getDirtyFields(_defaultValues, _formValues, undefined, _fields);
    };
    const _setFieldArray = (name, values = [], method, args, shouldSetValues = true, shouldUpdateFieldsAndState = true) => {
        if (args && method && !_options.disabled) {
            _state.action = true;
            _state.keepIsValid = false;
            const field = get(_fields, name);
            const rootField = field && field._f;
            const fields = rootField ? Object.assign([], field) : field;
            if (!_state.actionArrayLengths.has(name)) {
                _state.actionArrayLengths.set(name, Array.isArray(fields) ? fields.length : 0);
            }
            if (shouldUpdateFieldsAndState && Array.isArray(fields)) {
                const fieldValues = method(fields, args.argA, args.argB) || fields;
                rootField
                    ? set(_fields, name, { ...fieldValues, _f: rootField })
                    : shouldSetValues && set(_fields, name, fieldValues);
            }
            const fieldArrayErrors = get(_formState.errors, name);
            if (shouldUpdateFieldsAndState && Array.isArray(fieldArrayErrors)) {
                const rootError = fieldArrayErrors.root;
                const errors = method(fieldArrayErrors, args.argA, args.argB) || fieldArrayErrors;
                if (rootError) {
                    errors.root = rootError;
                }
                shouldSetValues && set(_formState.errors, name, errors);
                unsetEmptyArray(_formState.errors, name);
                _formState.errors = { ..._formState.errors };
            }
            const touchedFieldsArray = get(_formState.touchedFields, name);
            const shouldUpdateTouchedFields = shouldUpdateFieldsAndState && Array.isArray(touchedFieldsArray);
            if (shouldUpdateTouchedFields) {
                const touchedFields = method(touchedFieldsArray, args.argA, args.argB);
                shouldSetValues && set(_formState.touchedFields, name, touchedFields);
            }
            const dirtyFieldsArray = get(_formState.dirtyFields, name);
            if (shouldUpdateFieldsAndState && Array.isArray(dirtyFieldsArray)) {
                const dirtyFields = method(dirtyFieldsArray, args.argA, args.argB) || dirtyFieldsArray;
                shouldSetValues && set(_formState.dirtyFields, name, dirtyFields);
            }
            if (_isTracked('dirtyFields')) {
                _updateDirtyFields();
            }
            else {
                _dirtyFieldsStale = true;
            }
            _subjects.state.next({
                name,
                isDirty: _getDirty(name, values),
                dirtyFields: _formState.dirtyFields,
                ...(shouldUpdateTouchedFields && {
                    touchedFields: _formState.touchedFields,
                }),
                errors: _formState.errors,
                isValid: _formState.isValid,
            });
        }
        else {
            set(_formValues, name, values);
        }
    };
    const updateErrors = (name, error) => {
        set(_formState.errors, name, error);
        _formState.errors = { ..._formState.errors };
        _subjects.state.next({
            errors: _formState.errors,
        });
    };
    const _setErrors = (errors) => {
        Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
        const hasErrors = !isEmptyObject(errors);
        _formState.errors = cloneObject(errors);
        _subjects.state.next({
            errors: _formState.errors,
            ...(hasErrors ? { isValid: false } : {}),
        });
        !hasErrors && _state.mount && _setValid();
    };
    const toPath = (name) => isKey(name) ? [name] : stringToPath(name);
    const hasExplicitNullIntermediate = (name) => {
        const segments = toPath(name);
        let formValues = _formValues;
        let defaultValues = _defaultValues;
        for (let i = 0; i < segments.length - 1; i++) {
            const key = segments[i];
            formValues = isNullOrUndefined(formValues) ? formValues : formValues[key];
            defaultValues = isNullOrUndefined(defaultValues)
                ? defaultValues
                : defaultValues[key];
            if (formValues === null && defaultValues !== null) {
                return true;
            }
        }
        return false;
    };
    const isStaleArrayField = (name) => {
        if (!_state.actionArrayLengths.size) {
            return false;
        }
        const segments = toPath(name);
        let node = _formValues;
        let path = '';
        let ownerDepth = -1;
        let ownerPreActionLength = 0;
        for (let i = 0; i < segments.length; i++) {
            if (isNullOrUndefined(node)) {
                return false;
            }
            const key = segments[i];
            path = path ? `${path}.${key}` : key;
            if (Array.isArray(node) && +key >= node.length) {
                return ownerDepth === -1
                    ? false
                    : i === ownerDepth
                        ? +key < ownerPreActionLength
                        : true;
            }
            if (_state.actionArrayLengths.has(path)) {
                ownerDepth = i + 1;
                ownerPreActionLength = _state.actionArrayLengths.get(path);
            }
            node = node[key];
            if (isUndefined(node) &&
                ownerDepth !== -1 &&
                i > ownerDepth &&
                +segments[ownerDepth] < ownerPreActionLength) {
                return true;
            }
        }
        return false;
    };
    const isPastArrayEnd = (name) => {
        let node = _formValues;
        for (const key of toPath(name)) {
            if (Array.isArray(node) && +key >= node.length) {
                return true;
            }
            node = node && node[key];
        }
        return false;
    };
    const updateValidAndValue = (name, shouldSkipSetValueAs, value, ref) => {
        const field = get(_fields, name);
        if (field) {
            if (hasExplicitNullIntermediate(name) || isStaleArrayField(name)) {
                return;
            }
            const wasUnsetInFormValues = isUndefined(get(_formValues, name));
            const defaultValue = get(_formValues, name, isUndefined(value) ? get(_defaultValues, name) : value);
            const isEditedBeforeReady = !!ref && !_formState.isReady && isEdited(ref);
            if (isUndefined(defaultValue) ||
                (ref && ref.defaultChecked) ||
                isEditedBeforeReady ||
                shouldSkipSetValueAs) {
                const fieldValue = shouldSkipSetValueAs
                    ? defaultValue
                    : getFieldValue(field._f);
                if (!isUndefined(fieldValue) || !isPastArrayEnd(name)) {
                    if (_isTracked('dirtyFields') &&
                        !deepEqual(get(_formValues, name), fieldValue)) {
                        _dirtyFieldsStale = true;
                    }
                    set(_formValues, name, fieldValue);
                    if (isEditedBeforeReady) {
                        updateTouchAndDirty(name, fieldValue);
                    }
                }
            }
            else {
                setFieldValue(name, defaultValue);
            }
            if (_state.mount && !_state.action) {
                if (_options.resolver &&
                    _isTracked('isValidating', 'validatingFields')) {
                    Promise.resolve().then(() => _setValid());
                }
                else {
                    _setValid();
                }
                if (wasUnsetInFormValues &&
                    _formState.isDirty &&
                    _isTracked('isDirty')) {
                    const isDirty = _getDirty();
                    if (!isDirty) {
                        _formState.isDirty = false;
                        _subjects.state.next({ ..._formState });
                    }
                }
                if (_options.shouldUnregister &&
                    wasUnsetInFormValues &&
                    !isUndefined(get(_formValues, name)) &&
                    isWatched(name, _names)) {
                    _state.watch = true;
                }
            }
        }
    };
    const updateTouchAndDirty = (name, fieldValue, isBlurEvent, shouldDirty, shouldRender) => {
        let shouldUpdateField = false;
        let isPreviousDirty = false;
        const output = {
            name,
        };
        if (!_options.disabled || shouldDirty === true) {
            if (!isBlurEvent || shouldDirty) {
                const isCurrentFieldPristine = deepEqual(get(_defaultValues, name), fieldValue);
                if (_isTracked('isDirty')) {
                    isPreviousDirty = _formState.isDirty;
                    _formState.isDirty = output.isDirty =
                        !isCurrentFieldPristine || _getDirty();
                    shouldUpdateField = isPreviousDirty !== output.isDirty;
                }
                isPreviousDirty = !!get(_formState.dirtyFields, name);
                if (isCurrentFieldPristine) {
                    unset(_formState.dirtyFields, name);
                }
                else {
                    const defaultFieldValue = get(_defaultValues, name);
                    const field = get(_fields, name);
                    const dirtyValue = !(field && field._f) &&
                        (isObject(defaultFieldValue) || Array.isArray(defaultFieldValue))
                        ? getDirtyFields(defaultFieldValue, fieldValue, undefined, field)
                        : true;
                    set(_formState.dirtyFields, name, dirtyValue);
                }
                let didResyncDirtyFields = false;
                if (_dirtyFieldsStale ||
                    (isCurrentFieldPristine &&
                        (_isTracked('isDirty') ? _formState.isDirty : _getDirty()))) {
                    _dirtyFieldsStale = false;
                    const nextDirtyFields = getDirtyFields(_defaultValues, _formValues, undefined, _fields);
                    if (!deepEqual(_formState.dirtyFields, nextDirtyFields)) {
                        didResyncDirtyFields = true;
                        replaceDirtyFieldsInPlace(_formState.dirtyFields, nextDirtyFields);
                    }
                }
                output.dirtyFields = _formState.dirtyFields;
                shouldUpdateField =
                    shouldUpdateField ||
                        (_isTracked('dirtyFields') &&
                            (didResyncDirtyFields ||
                                isPreviousDirty !== !isCurrentFieldPristine));
            }
            if (isBlurEvent) {
                const isPreviousFieldTouched = has(_formState.touchedFields, name)
                    ? get(_formState.touchedFields, name)
                    : undefined;
                if (!isPreviousFieldTouched) {
                    set(_formState.touchedFields, name, isBlurEvent);
                    output.touchedFields = _formState.touchedFields;
                    shouldUpdateField =
                        shouldUpdateField ||
                            (_isTracked('touchedFields') &&
                                isPreviousFieldTouched !== isBlurEvent);
                }
            }
            shouldUpdateField && shouldRender && _subjects.state.next(output);
        }
        return shouldUpdateField ? output : {};
    };
    const shouldRenderByError = (name, isValid, error, fieldState) => {
        const previousFieldError = get(_formState.errors, name);
        const shouldUpdateValid = _isTracked('isValid') &&
            isBoolean(isValid) &&
            _formState.isValid !== isValid;
        if (_options.delayError && error) {
            delayErrorCallbacks[name] = debounce(name, () => updateErrors(name, error));
            delayErrorCallbacks[name](_options.delayError);
        }
        else {
            cancelDelayedError(name);
            error
                ? set(_formState.errors, name, error)
                : unset(_formState.errors, name);
            _formState.errors = { ..._formState.errors };
        }
        if ((error
            ? !deepEqual(previousFieldError, error, true)
            : previousFieldError) ||
            !isEmptyObject(fieldState) ||
            shouldUpdateValid) {
            const updatedFormState = {
                ...fieldState,
                ...(shouldUpdateValid && isBoolean(isValid) ? { isValid } : {}),
                errors: _formState.errors,
                name,
            };
            _subjects.state.next(updatedFormState);
        }
    };
    const _runSchema = async (name) => {
        _updateIsValidating(name, true);
        return await _options.resolver(_formValues, _options.context, getResolverOptions(name || _names.mount, _fields, _options.criteriaMode, _options.shouldUseNativeValidation));
    };
    const executeSchemaAndUpdateState = async (names) => {
        const resetCallId = _resetCallId;
        const registerCallId = _registerCallId;
        const registeredNames = names
            ? names.filter((name) => get(_fields, name))
            : [];
        const { errors } = await _runSchema(names);
        if (resetCallId !== _resetCallId) {
            return errors;
        }
        _updateIsValidating(names);
        if (names) {
            for (const name of names) {
                if (registeredNames.includes(name) &&
                    (!get(_fields, name) || _registerCallIds[name] > registerCallId)) {
                    unset(errors, name);
                    continue;
                }
                const error = get(errors, name);
                cancelDelayedErrorTree(name);
                const isFieldArrayRootError = _names.array.has(name) &&
                    isObject(error) &&
                    !Object.keys(error).some((key) => !Number.isNaN(Number(key)));
                const field = get(_fields, name);
                const hasNestedFields = isObject(field) && Object.keys(field).some((key) => key !== '_f');
                isFieldArrayRootError
                    ? updateFieldArrayRootError(_formState.errors, { [name]: error }, name)
                    : (error && (error.type || error.message)) ||
                        Array.isArray(error) ||
                        (isObject(error) && hasNestedFields)
                        ? set(_formState.errors, name, error)
                        : unset(_formState.errors, name);
            }
            _formState.errors = { ..._formState.errors };
        }
        else {
            Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
            _formState.errors = errors;
        }
        return errors;
    };
    const validateForm = async ({ name, eventType, onlyCheckValid, }) => {
        if (_options.validate) {
            const resetCallId = _resetCallId;
            const validateFormCallId = ++_validateFormCallId;
            const result = await _options.validate({
                formValues: _formValues,
                formState: _formState,
                name,
                eventType,
            });
            if (resetCallId !== _resetCallId ||
                (eventType !== EVENTS.SUBMIT &&
                    validateFormCallId !== _validateFormCallId)) {
                return true;
            }
            if (onlyCheckValid &&
                (isObject(result)
                    ? Object.values(result).some(Boolean)
                    : isString(result) || !result)) {
                return false;
            }
            if (isObject(result)) {
                let isValid = true;
                clearErrors(FORM_ERROR_TYPE);
                for (const key in result) {
                    const error = result[key];
                    if (error) {
                        isValid = false;
                        setError(`${FORM_ERROR_TYPE}.${key}`, {
                            message: isString(error.message) ? error.message : '',
                            type: error.type || INPUT_VALIDATION_RULES.validate,
                        });
                    }
                }
                return isValid;
            }
            else if (isString(result) || !result) {
                clearErrors(FORM_ERROR_TYPE);
                setError(FORM_ERROR_TYPE, {
                    message: result || '',
                    type: INPUT_VALIDATION_RULES.validate,
                });
                return false;
            }
            else {
                clearErrors(FORM_ERROR_TYPE);
                return true;
            }
        }
        return true;
    };
    const executeBuiltInValidation = async ({ fields, onlyCheckValid, name, eventType, context = {
        valid: true,
        runRootValidation: false,
    }, }) => {
        const resetCallId = _resetCallId;
        if (_options.validate && !context.runRootValidation) {
            context.runRootValidation = true;
            const result = await validateForm({
                name,
                eventType,
                onlyCheckValid,
            });
            if (!result) {
                context.valid = false;
                if (onlyCheckValid) {
                    return context.valid;
                }
            }
        }
        for (const name in fields) {
            const field = fields[name];
            if (field) {
                const { _f, ...fieldValue } = field;
                if (_f) {
                    const isFieldArrayRoot = _names.array.has(_f.name);
                    const isPromiseFunction = field._f && hasPromiseValidation(field._f);
                    const shouldTrackIsValidatingState = _isTracked('isValidating', 'validatingFields');
                    if (isPromiseFunction && shouldTrackIsValidatingState) {
                        _updateIsValidating([_f.name], true);
                    }
                    const registerCallId = _registerCallId;
                    const fieldError = await validateField(field, _names.disabled, _formValues, shouldDisplayAllAssociatedErrors, _options.shouldUseNativeValidation && !onlyCheckValid, isFieldArrayRoot);
                    if (resetCallId !== _resetCallId) {
                        return context.valid;
                    }
                    if (isPromiseFunction && shouldTrackIsValidatingState) {
                        _updateIsValidating([_f.name]);
                    }
                    if (!get(_fields, _f.name) ||
                        _registerCallIds[_f.name] > registerCallId) {
                        continue;
                    }
                    if (fieldError[_f.name]) {
                        context.valid = false;
                        if (onlyCheckValid) {
                            break;
                        }
                    }
                    if (!onlyCheckValid) {
                        cancelDelayedError(_f.name);
                        get(fieldError, _f.name)
                            ? isFieldArrayRoot
                                ? updateFieldArrayRootError(_formState.errors, fieldError, _f.name)
                                : set(_formState.errors, _f.name, fieldError[_f.name])
                            : unset(_formState.errors, _f.name);
                    }
                    if (_options.shouldUseNativeValidation && fieldError[_f.name]) {
                        break;
                    }
                }
                !isEmptyObject(fieldValue) &&
                    (await executeBuiltInValidation({
                        context,
                        onlyCheckValid,
                        fields: fieldValue,
                        name: name,
                        eventType,
                    }));
            }
        }
        return context.valid;
    };
    const _removeUnmounted = () => {
        for (const name of _names.unMount) {
            const field = get(_fields, name);
            field &&
                (field._f.refs
                    ? field._f.refs.every((ref) => !live(ref))
                    : !live(field._f.ref)) &&
                unregister(name);
        }
        _names.unMount = new Set();
    };
    const _getDirty = (name, data) => (name && !isUndefined(data) && set(_formValues, name, data),
        !deepEqual(_state.mount ? _formValues : _defaultValues, _defaultValues));
    const _getWatch = (names, defaultValue, isGlobal) => {
        const values = _state.mount
            ? _formValues
            : isUndefined(defaultValue) || !isUndefined(names)
                ? _defaultValues
                : defaultValue;
        return generateWatchOutput(names, _names, isUndefined(names) ? { ...values } : values, isGlobal, defaultValue);
    };
    const _getFieldArray = (name) => compact(get(_state.mount ? _formValues : _defaultValues, name, _options.shouldUnregister ? get(_defaultValues, name, []) : []));
    const setFieldValue = (name, value, options = {}, skipClone = false, skipRender = false, skipValueRender = false) => {
        const field = get(_fields, name);
        let fieldValue = value;
        if (field) {
            const fieldReference = field._f;
            if (fieldReference) {
                !fieldReference.disabled &&
                    set(_formValues, name, getFieldValueAs(value, fieldReference));
                fieldValue =
                    isHTMLElement(fieldReference.ref) && isNullOrUndefined(value)
                        ? ''
                        : value;
                if (isMultipleSelect(fieldReference.ref)) {
                    [...fieldReference.ref.options].forEach((optionRef) => (optionRef.selected = fieldValue.includes(optionRef.value)));
                }
                else if (fieldReference.refs) {
                    if (isCheckBoxInput(fieldReference.ref)) {
                        fieldReference.refs.forEach((checkboxRef) => {
                            if (!checkboxRef.defaultChecked || !checkboxRef.disabled) {
                                if (Array.isArray(fieldValue)) {
                                    checkboxRef.checked =
                                        !isUndefined(checkboxRef.value) &&
                                            fieldValue.includes(checkboxRef.value);
                                }
                                else {
                                    checkboxRef.checked =
                                        fieldValue === checkboxRef.value || !!fieldValue;
                                }
                            }
                        });
                    }
                    else {
                        fieldReference.refs.forEach((radioRef) => (radioRef.checked = radioRef.value === fieldValue));
                    }
                }
                else if (isFileInput(fieldReference.ref)) {
                    fieldReference.ref.value = '';
                }
                else {
                    fieldReference.ref.value = fieldValue;
                    if (!fieldReference.ref.type && !skipRender && !skipValueRender) {
                        _subjects.state.next({
                            name,
                            values: skipClone
                                ? _formValues
                                : _hasValuesSubscriber(name)
                                    ? cloneObject(_formValues)
                                    : undefined,
                        });
                    }
                }
            }
        }
        (options.shouldDirty || options.shouldTouch) &&
            updateTouchAndDirty(name, field &&
                field._f &&
                !field._f.disabled &&
                (field._f.valueAsNumber ||
                    field._f.valueAsDate ||
                    field._f.setValueAs)
                ? getFieldValueAs(value, field._f)
                : fieldValue, options.shouldTouch, options.shouldDirty, !skipRender);
        options.shouldValidate &&
            trigger(name, {
                delayError: options.delayError,
            });
        if (options.shouldValidate &&
            field &&
            field._f &&
            field._f.deps &&
            (!Array.isArray(field._f.deps) || field._f.deps.length > 0)) {
            trigger(field._f.deps);
        }
    };
    const setFieldValues = (name, value, options, skipClone = false, skipRender = false, skipValueRender = false) => {
        for (const fieldKey in value) {
            if (!Object.prototype.hasOwnProperty.call(value, fieldKey)) {
                continue;
            }
            const fieldValue = value[fieldKey];
            const fieldName = name + '.' + fieldKey;
            const field = get(_fields, fieldName);
            if (_names.array.has(fieldName)) {
                _subjects.array.next({
                    name: fieldName,
                    values: skipClone ? _formValues : cloneObject(_formValues),
                });
            }
            (_names.array.has(name) ||
                isObject(fieldValue) ||
                (field && !field._f)) &&
                !isDateObject(fieldValue)
                ? setFieldValues(fieldName, fieldValue, options, skipClone, skipRender, skipValueRender)
                : setFieldValue(fieldName, fieldValue, options, skipClone, skipRender, skipValueRender);
        }
    };
    const _setValue = (name, value, options, skipClone, skipStateEmit = false) => {
        const field = get(_fields, name);
        const isFieldArray = _names.array.has(name);
        const cloneValue = skipClone ? value : cloneObject(value);
        const previousValue = get(_formValues, name);
        const isValueUnchanged = deepEqual(previousValue, cloneValue);
        if (!isValueUnchanged) {
            set(_formValues, name, cloneValue);
        }
        if (isFieldArray) {
            _subjects.array.next({
                name,
                values: skipClone ? _formValues : cloneObject(_formValues),
            });
            if (_isTracked('isDirty', 'dirtyFields') && options.shouldDirty) {
                _updateDirtyFields();
                _formState.isDirty = _getDirty(name, cloneValue);
                if (!skipStateEmit) {
                    _subjects.state.next({
                        name,
                        dirtyFields: _formState.dirtyFields,
                        isDirty: _formState.isDirty,
                    });
                }
            }
            options.shouldValidate &&
                trigger(name, {
                    delayError: options.delayError,
                });
        }
        else {
            const isEmpty = (Array.isArray(cloneValue) && !cloneValue.length) ||
                isEmptyObject(cloneValue);
            const skipValueRender = !isValueUnchanged && !skipStateEmit;
            if (!field || field._f || isNullOrUndefined(cloneValue) || isEmpty) {
                setFieldValue(name, cloneValue, options, skipClone, skipStateEmit, skipValueRender);
            }
            else {
                setFieldValues(name, cloneValue, options, skipClone, skipStateEmit, skipValueRender);
            }
        }
        if (!isValueUnchanged && !skipStateEmit) {
            const watched = isWatched(name, _names);
            const emittedName = _state.mount || watched ? name : undefined;
            const fieldArrayItemNames = isFieldArray
                ? []
                : getFieldArrayItemNames(_names.array, name);
            const values = skipClone
                ? _formValues
                : _hasValuesSubscriber(emittedName) ||
                    fieldArrayItemNames.some(_hasValuesSubscriber)
                    ? cloneObject(_formValues)
                    : undefined;
            _subjects.state.next({
                ...(watched && _formState),
                name: emittedName,
                values,
            });
            for (const itemName of fieldArrayItemNames) {
                _subjects.state.next({
                    name: itemName,
                    values: values && cloneObject(_formValues),
                });
            }
        }
    };
    const setValue = (name, value, options = {}) => _setValue(name, value, options, false);
    const setValues = (formValues, options = {}) => {
        const updatedFormValues = isFunction(formValues)
            ? formValues(_formValues)
            : formValues;
        if (!deepEqual(_formValues, updatedFormValues) ||
            options.shouldValidate ||
            options.shouldDirty ||
            options.shouldTouch) {
            _formValues = {
                ..._formValues,
                ...updatedFormValues,
            };
            for (const fieldName of new Set([..._names.mount, ..._names.array])) {
                if (has(updatedFormValues, fieldName)) {
                    _setValue(fieldName, get(updatedFormValues, fieldName), options, true, true);
                }
            }
            if (options.shouldDirty && _isTracked('isDirty', 'dirtyFields')) {
                for (const name of Object.keys(updatedFormValues)) {
                    updateTouchAndDirty(name, _formValues[name], false, true);
                }
            }
            _subjects.state.next({
                ..._formState,
                name: undefined,
                type: undefined,
                ...(_valuesSubscribers.size ? { values: _formValues } : {}),
            });
            if (options.shouldValidate) {
                _setValid();
            }
        }
    };
    const onChange = async (event) => {
        _state.mount = true;
        const target = event.target;
        let name = target.name;
        let isFieldValueUpdated = true;
        const field = get(_fields, name);
        const registerCallId = _registerCallId;
        const _updateIsFieldValueUpdated = (fieldValue) => {
            isFieldValueUpdated =
                !!get(_fields, name) &&
                    !(_registerCallIds[name] > registerCallId) &&
                    deepEqual(fieldValue, get(_formValues, name, fieldValue));
        };
        if (field) {
            _state.keepIsValid = false;
            let error;
            let isValid;
            let shouldFlushError = false;
            const fieldValue = target.type
                ? getFieldValue(field._f)
                : getEventValue(event);
            const isBlurEvent = event.type === EVENTS.BLUR || event.type === EVENTS.FOCUS_OUT;
            const hasNoValidationEffect = !hasValidation(field._f) &&
                !_options.validate &&
                !_options.resolver &&
                !get(_formState.errors, name) &&
                !field._f.deps;
            const shouldSkipValidation = hasNoValidationEffect ||
                skipValidation(isBlurEvent, get(_formState.touchedFields, name), _formState.isSubmitted, _validationModeAfterSubmit, _validationModeBeforeSubmit);
            const watched = isWatched(name, _names, isBlurEvent);
            set(_formValues, name, cloneObject(fieldValue));
            if (isBlurEvent) {
                if (!target || !target.readOnly) {
                    field._f.onBlur && field._f.onBlur(event);
                    if (Object.prototype.hasOwnProperty.call(delayErrorCallbacks, name)) {
                        shouldFlushError = true;
                        delayErrorCallbacks[name](0);
                    }
                }
            }
            else if (field._f.onChange) {
                field._f.onChange(event);
            }
            const fieldState = updateTouchAndDirty(name, fieldValue, isBlurEvent);
            const shouldRender = !isEmptyObject(fieldState) || watched;
            !isBlurEvent &&
                _subjects.state.next({
                    name,
                    type: event.type,
                    ...(_hasValuesSubscriber(name)
                        ? { values: cloneObject(_formValues) }
                        : {}),
                });
            if (shouldSkipValidation) {
                if ((!hasNoValidationEffect || !_formState.isValid) &&
                    _isTracked('isValid')) {
                    if (_options.mode === 'onBlur') {
                        if (isBlurEvent) {
                            _setValid();
                        }
                    }
                    else if (!isBlurEvent) {
                        _setValid();
                    }
                }
                return (shouldRender &&
                    _subjects.state.next({ name, ...(watched ? {} : fieldState) }));
            }
            if (!_options.resolver && _options.validate) {
                await validateForm({
                    name: name,
                    eventType: event.type,
                });
            }
            !isBlurEvent && watched && _subjects.state.next({ ..._formState });
            if (_options.resolver) {
                const resetCallId = _resetCallId;
                const { errors } = await _runSchema([name]);
                if (resetCallId !== _resetCallId) {
                    return;
                }
                _updateIsValidating([name]);
                _updateIsFieldValueUpdated(fieldValue);
                if (!isFieldValueUpdated) {
                    !isEmptyObject(fieldState) && _subjects.state.next(fieldState);
                    return;
                }
                const previousErrorLookupResult = schemaErrorLookup(_formState.errors, _fields, name);
                const errorLookupResult = schemaErrorLookup(errors, _fields, previousErrorLookupResult.name || name);
                error = errorLookupResult.error;
                name = errorLookupResult.name;
                isValid = isEmptyObject(errors);
            }
            else {
                const resetCallId = _resetCallId;
                const setValidCallId = ++_setValidCallId;
                _updateIsValidating([name], true);
                error = (await validateField(field, _names.disabled, _formValues, shouldDisplayAllAssociatedErrors, _options.shouldUseNativeValidation))[name];
                if (resetCallId !== _resetCallId) {
                    return;
                }
                _updateIsValidating([name]);
                _updateIsFieldValueUpdated(fieldValue);
                if (isFieldValueUpdated) {
                    if (error) {
                        isValid = false;
                    }
                    else if (_isTracked('isValid')) {
                        isValid = await executeBuiltInValidation({
                            fields: _fields,
                            onlyCheckValid: true,
                            name: name,
                            eventType: event.type,
                        });
                        if (resetCallId !== _resetCallId) {
                            return;
                        }
                        _updateIsFieldValueUpdated(fieldValue);
                        if (setValidCallId !== _setValidCallId) {
                            isValid = undefined;
                        }
                    }
                }
            }
            if (isFieldValueUpdated) {
                field._f.deps &&
                    (!Array.isArray(field._f.deps) || field._f.deps.length > 0) &&
                    trigger(field._f.deps);
                shouldRenderByError(name, isValid, error, fieldState);
                shouldFlushError &&
                    Object.prototype.hasOwnProperty.call(delayErrorCallbacks, name) &&
                    delayErrorCallbacks[name](0);
            }
        }
    };
    const _focusInput = (ref, key) => {
        if (get(_formState.errors, key) && ref.focus) {
            ref.focus();
            return 1;
        }
        return;
    };
    const trigger = async (name, options = {}) => {
        _state.keepIsValid = false;
        let isValid;
        let validationResult;
        const fieldNames = convertToArrayPayload(name);
        const resetCallId = _resetCallId;
        if (_options.resolver) {
            const errors = await executeSchemaAndUpdateState(isUndefined(name) ? name : fieldNames);
            isValid = isEmptyObject(errors);
            validationResult = name
                ? !fieldNames.some((name) => get(errors, name))
                : isValid;
        }
        else if (name) {
            validationResult = (await Promise.all(fieldNames.map(async (fieldName) => {
                const field = get(_fields, fieldName);
                return await executeBuiltInValidation({
                    fields: field && field._f ? { [fieldName]: field } : field,
                    eventType: EVENTS.TRIGGER,
                });
            }))).every(Boolean);
            !(!validationResult && !_formState.isValid) && _setValid();
        }
        else {
            validationResult = isValid = await executeBuiltInValidation({
                fields: _fields,
                name,
                eventType: EVENTS.TRIGGER,
            });
        }
        if (resetCallId !== _resetCallId) {
            return validationResult;
        }
        if (options.delayError && _options.delayError && isString(name)) {
            const error = get(_formState.errors, name);
            if (error) {
                unset(_formState.errors, name);
                delayErrorCallbacks[name] = debounce(name, () => updateErrors(name, error));
                delayErrorCallbacks[name](_options.delayError);
            }
            else {
                cancelDelayedError(name);
            }
        }
        if (options.shouldTouch) {
            const touchField = (fieldName) => {
                !_names.array.has(fieldName) &&
                    set(_formState.touchedFields, fieldName, true);
            };
            for (const fieldName of name ? fieldNames : _names.mount) {
                const field = get(_fields, fieldName);
                isObject(field) || Array.isArray(field)
                    ? iterateFieldsByAction(_fields, (_, key) => touchField(key), [
                        fieldName,
                    ])
                    : touchField(fieldName);
            }
        }
        _formState.errors = { ..._formState.errors };
        _subjects.state.next({
            ...(!isString(name) ||
                (_isTracked('isValid') && isValid !== _formState.isValid)
                ? {}
                : { name }),
            ...(_options.resolver || !name ? { isValid } : {}),
            ...(options.shouldTouch && _isTracked('touchedFields')
                ? { touchedFields: _formState.touchedFields }
                : {}),
            errors: _formState.errors,
        });
        options.shouldFocus &&
            !validationResult &&
            iterateFieldsByAction(_fields, _focusInput, name ? fieldNames : _names.mount);
        return validationResult;
    };
    const getValues = ((fieldNames, config) => {
        let values = isUndefined(fieldNames) && !config
            ? { ...(_state.mount ? _formValues : _defaultValues) }
            : _state.mount
                ? _formValues
                : _defaultValues;
        if (config) {
            values = extractFormValues(config.dirtyFields ? _formState.dirtyFields : _formState.touchedFields, values);
        }
        return isUndefined(fieldNames)
            ? values
            : isString(fieldNames)
                ? get(values, fieldNames)
                : fieldNames.map((name) => get(values, name));
    });
    const getErrors = ((fieldNames) => isUndefined(fieldNames)
        ? { ..._formState.errors }
        : isString(fieldNames)
            ? get(_formState.errors, fieldNames)
            : fieldNames.map((name) => get(_formState.errors, name)));
    const getFieldState = (name, formState) => {
        const targetFormState = formState || _formState;
        const error = get(targetFormState.errors, name);
        return {
            invalid: !!error,
            isDirty: !!get(targetFormState.dirtyFields, name),
            error,
            isValidating: !!get(targetFormState.validatingFields, name),
            isTouched: !!get(targetFormState.touchedFields, name),
        };
    };
    const clearErrors = (name) => {
        const names = name ? convertToArrayPayload(name) : undefined;
        if (names) {
            names.forEach((inputName) => {
                cancelDelayedErrorTree(inputName);
                unset(_formState.errors, inputName);
                _formState.errors = { ..._formState.errors };
                _subjects.state.next({
                    name: inputName,
                    errors: _formState.errors,
                });
            });
        }
        else {
            Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
            _formState.errors = {};
            _subjects.state.next({
                errors: _formState.errors,
            });
        }
    };
    const setError = (name, error, options) => {
        var _a;
        cancelDelayedErrorTree(name);
        const field = get(_fields, name, { _f: {} });
        const ref = field._f && field._f.ref;
        const currentError = get(_formState.errors, name) || {};
        const { ref: currentRef, message, type, types, ...restOfErrorTree } = currentError;
        set(_formState.errors, name, {
            ...restOfErrorTree,
            ...error,
            ref,
        });
        _formState.errors = { ..._formState.errors };
        _subjects.state.next({
            name,
            errors: _formState.errors,
            isValid: false,
        });
        if (options && options.shouldFocus) {
            const fieldRef = ((_a = field._f) === null || _a === void 0 ? void 0 : _a.refs)
                ? field._f.refs.find((ref) => !ref.disabled) || field._f.refs[0]
                : ref;
            fieldRef && fieldRef.focus && fieldRef.focus();
        }
    };
    const watch = (name, defaultValue) => {
        if (isFunction(name)) {
            const valuesSubscriber = {};
            _valuesSubscribers.add(valuesSubscriber);
            const { unsubscribe } = _subjects.state.subscribe({
                next: (payload) => 'values' in payload &&
                    name(payload.values || _getWatch(undefined, defaultValue), payload),
            });
            return {
                unsubscribe: () => {
                    _valuesSubscribers.delete(valuesSubscriber);
                    unsubscribe();
                },
            };
        }
        return _getWatch(name, defaultValue, true);
    };
    const _subscribe = (props) => {
        const valuesSubscriber = { name: props.name, exact: props.exact };
        props.formState &&
            props.formState.values &&
            _valuesSubscribers.add(valuesSubscriber);
        const { unsubscribe } = _subjects.state.subscribe({
            next: (formState) => {
                if (shouldSubscribeByName(props.name, formState.name, props.exact) &&
                    shouldRenderFormState(formState, props.formState || _proxyFormState, props.reRenderRoot)) {
                    const values = formState.values || { ..._formValues };
                    props.callback({
                        ..._formState,
                        ...formState,
                        validatingFields: _formState.validatingFields,
                        isValidating: _formState.isValidating,
                        values,
                        defaultValues: _defaultValues,
                    });
                }
            },
        });
        return () => {
            _valuesSubscribers.delete(valuesSubscriber);
            unsubscribe();
        };
    };
    const subscribe = (props) => {
        _state.mount = true;
        const trackedKeys = Object.keys(props.formState || {}).filter((key) => props.formState && props.formState[key]);
        for (const key of trackedKeys) {
            _proxySubscribeFormState[key] = (_proxySubscribeFormState[key] || 0) + 1;
        }
        const unsubscribe = _subscribe({
            ...props,
            formState: {
                ...defaultProxyFormState,
                ...props.formState,
            },
        });
        return () => {
            // splice(0) empties the list, so a repeated unsubscribe releases nothing
            for (const key of trackedKeys.splice(0)) {
                _proxySubscribeFormState[key]--;
            }
            unsubscribe();
        };
    };
    const unregister = (name, options = {}) => {
        const requestedNames = name
            ? convertToArrayPayload(name)
            : [..._names.mount];
        const fieldNames = new Set(requestedNames);
        if (name) {
            for (const fieldName of _names.mount) {
                if (requestedNames.some((parent) => fieldName.startsWith(`${parent}.`))) {
                    fieldNames.add(fieldName);
                }
            }
        }
        if (!options.keepIsValidating) {
            _updateValidatingFields(fieldNames);
        }
        for (const fieldName of fieldNames) {
            _names.mount.delete(fieldName);
            _names.array.delete(fieldName);
            _names.disabled.delete(fieldName);
            unset(_fields, fieldName);
            !options.keepValue && unset(_formValues, fieldName);
            if (!options.keepError) {
                cancelDelayedErrorTree(fieldName);
                unset(_formState.errors, fieldName);
            }
            !options.keepDirty && unset(_formState.dirtyFields, fieldName);
            !options.keepTouched && unset(_formState.touchedFields, fieldName);
            !_options.shouldUnregister &&
                !options.keepDefaultValue &&
                unset(_defaultValues, fieldName);
        }
        if (!options.keepError) {
            _formState.errors = { ..._formState.errors };
        }
        _valuesSubscribers.size &&
            _subjects.state.next({
                values: cloneObject(_formValues),
            });
        _subjects.state.next({
            ..._formState,
            ...(options.keepDirty ? {} : { isDirty: _getDirty() }),
            ...(options.keepIsValidating
                ? {}
                : { isValidating: !isEmptyObject(_formState.validatingFields) }),
        });
        !options.keepIsValid && _setValid();
    };
    const _setDisabledField = ({ disabled, name, }) => {
        if ((isBoolean(disabled) && _state.mount) ||
            !!disabled ||
            _names.disabled.has(name)) {
            const wasDisabled = _names.disabled.has(name);
            const isDisabled = !!disabled;
            const disabledStateChanged = wasDisabled !== isDisabled;
            disabled ? _names.disabled.add(name) : _names.disabled.delete(name);
            disabledStateChanged && _state.mount && !_state.action && _setValid();
        }
    };
    const register = (name, options = {}) => {
        let field = get(_fields, name);
        const disabledIsDefined = isBoolean(options.disabled) || isBoolean(_options.disabled);
        const shouldRevalidateRemount = !_names.registerName.has(name) && field && field._f && !field._f.mount;
        if (!field || !field._f) {
            _registerCallIds[name] = ++_registerCallId;
        }
        set(_fields, name, {
            ...(field || {}),
            _f: {
                ...(field && field._f ? field._f : { ref: { name } }),
                name,
                mount: true,
                ...options,
            },
        });
        _names.mount.add(name);
        if (field && field._f) {
            const nextField = get(_fields, name);
            for (const rule of REGISTER_VALIDATION_RULES) {
                if (!(rule in options)) {
                    delete nextField._f[rule];
                }
            }
        }
        if (field && !shouldRevalidateRemount) {
            _setDisabledField({
                disabled: isBoolean(options.disabled)
                    ? options.disabled
                    : _options.disabled,
                name,
            });
        }
        else {
            updateValidAndValue(name, true, options.value);
        }
        return {
            ...(disabledIsDefined
                ? { disabled: options.disabled || _options.disabled }
                : {}),
            ...(_options.progressive
                ? {
                    required: !!getRuleValue(options.required),
                    min: getRuleValue(options.min),
                    max: getRuleValue(options.max),
                    minLength: getRuleValue(options.minLength),
                    maxLength: getRuleValue(options.maxLength),
                    pattern: getRuleValue(options.pattern),
                }
                : {}),
            name,
            onChange,
            onBlur: onChange,
            ref: (ref) => {
                if (ref) {
                    _names.registerName.add(name);
                    register(name, options);
                    _names.registerName.delete(name);
                    field = get(_fields, name);
                    const fieldRef = isUndefined(ref.value)
                        ? ref.querySelectorAll
                            ? ref.querySelectorAll('input,select,textarea')[0] || ref
                            : ref
                        : ref;
                    const radioOrCheckbox = isRadioOrCheckbox(fieldRef);
                    const refs = field._f.refs || [];
                    if (radioOrCheckbox
                        ? refs.find((option) => option === fieldRef)
                        : fieldRef === field._f.ref) {
                        return;
                    }
                    const newField = {
                        ...field._f,
                    };
                    if (radioOrCheckbox) {
                        newField.refs = [
                            ...refs.filter(live),
                            fieldRef,
                            ...(Array.isArray(get(_defaultValues, name))
                                ? [{}]
                                : []),
                        ];
                        newField.ref = { type: fieldRef.type, name };
                    }
                    else {
                        newField.ref = fieldRef;
                        delete newField.refs;
                    }
                    set(_fields, name, {
                        _f: newField,
                    });
                    updateValidAndValue(name, false, undefined, fieldRef);
                }
                else {
                    field = get(_fields, name, {});
                    if (field._f) {
                        field._f.mount = false;
                    }
                    (_options.shouldUnregister || options.shouldUnregister) &&
                        !(isNameInFieldArray(_names.array, name) && _state.action) &&
                        _names.unMount.add(name);
                }
            },
        };
    };
    const _focusError = () => _options.shouldFocusError &&
        !_options.shouldUseNativeValidation &&
        iterateFieldsByAction(_fields, _focusInput, _names.mount);
    const _disableForm = (disabled) => {
        if (isBoolean(disabled)) {
            _subjects.state.next({ disabled });
            iterateFieldsByAction(_fields, (ref, name) => {
                const currentField = get(_fields, name);
                if (currentField) {
                    ref.disabled = currentField._f.disabled || disabled;
                    if (Array.isArray(currentField._f.refs)) {
                        currentField._f.refs.forEach((inputRef) => {
                            inputRef.disabled = currentField._f.disabled || disabled;
                        });
                    }
                }
            }, 0);
        }
    };
    const handleSubmit = (onValid, onInvalid) => async (e) => {
        let result = undefined;
        let onValidError = undefined;
        let onValidFailed = false;
        if (e) {
            e.preventDefault && e.preventDefault();
            e.persist && e.persist();
        }
        let fieldValues = cloneObject(_formValues);
        _subjects.state.next({
            isSubmitting: true,
        });
        const resetCallId = _resetCallId;
        const onSubmitError = (error) => {
            if (resetCallId === _resetCallId) {
                _subjects.state.next({ isSubmitting: false });
            }
            throw error;
        };
        if (_options.resolver) {
            let validationResult;
            try {
                validationResult = await _runSchema();
            }
            catch (error) {
                onSubmitError(error);
            }
            const { errors, values } = validationResult;
            if (resetCallId !== _resetCallId) {
                return;
            }
            _updateIsValidating();
            Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
            _formState.errors = errors;
            fieldValues = cloneObject(values);
        }
        else {
            try {
                await executeBuiltInValidation({
                    fields: _fields,
                    eventType: EVENTS.SUBMIT,
                });
            }
            catch (error) {
                onSubmitError(error);
            }
            if (resetCallId !== _resetCallId) {
                return;
            }
            unset(_formState.errors, ROOT_ERROR_TYPE);
            _formState.errors = { ..._formState.errors };
        }
        if (_names.disabled.size &&
            (isObject(fieldValues) || Array.isArray(fieldValues))) {
            for (const name of _names.disabled) {
                unset(fieldValues, name);
            }
        }
        if (isEmptyObject(_formState.errors)) {
            _subjects.state.next({
                errors: {},
            });
            try {
                result = await onValid(fieldValues, e);
            }
            catch (error) {
                onValidFailed = true;
                onValidError = error;
            }
        }
        else {
            if (onInvalid) {
                try {
                    await onInvalid({ ..._formState.errors }, e);
                }
                catch (error) {
                    onSubmitError(error);
                }
            }
            if (resetCallId === _resetCallId) {
                _focusError();
                setTimeout(_focusError);
            }
        }
        if (resetCallId === _resetCallId) {
            _subjects.state.next({
                isSubmitted: true,
                isSubmitting: false,
                isSubmitSuccessful: isEmptyObject(_formState.errors) && !onValidFailed,
                submitCount: _formState.submitCount + 1,
                errors: _formState.errors,
            });
        }
        if (onValidFailed) {
            throw onValidError;
        }
        return result;
    };
    const resetField = (name, options = {}) => {
        if (get(_fields, name)) {
            _updateValidatingFields([name]);
            if (isUndefined(options.defaultValue)) {
                setValue(name, cloneObject(get(_defaultValues, name)));
            }
            else {
                setValue(name, options.defaultValue);
                _defaultValues = cloneObject(_defaultValues);
                set(_defaultValues, name, cloneObject(options.defaultValue));
            }
            if (!options.keepTouched) {
                unset(_formState.touchedFields, name);
            }
            if (!options.keepDirty) {
                unset(_formState.dirtyFields, name);
                _formState.isDirty = !isUndefined(options.defaultValue)
                    ? _getDirty(name, cloneObject(get(_defaultValues, name)))
                    : _getDirty();
            }
            if (!options.keepError) {
                cancelDelayedErrorTree(name);
                unset(_formState.errors, name);
                _formState.errors = { ..._formState.errors };
                _setValid();
            }
            _subjects.state.next({
                ..._formState,
                isValidating: !isEmptyObject(_formState.validatingFields),
            });
        }
    };
    const _reset = (formValues, keepStateOptions = {}) => {
        _resetCallId++;
        const updatedValues = formValues ? cloneObject(formValues) : _defaultValues;
        const cloneUpdatedValues = cloneObject(updatedValues);
        const isEmptyResetValues = isEmptyObject(formValues);
        const values = cloneUpdatedValues;
        const fieldRefs = _fields;
        Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
        if (!keepStateOptions.keepDefaultValues) {
            _defaultValues = updatedValues;
        }
        if (!keepStateOptions.keepValues) {
            if (keepStateOptions.keepDirtyValues) {
                const fieldsToCheck = new Set([
                    ..._names.mount,
                    ...collectDirtyFieldNames(getDirtyFields(_defaultValues, _formValues, undefined, fieldRefs), _formState.dirtyFields),
                ]);
                for (const fieldName of fieldsToCheck) {
                    const isDirty = get(_formState.dirtyFields, fieldName);
                    const existingValue = get(_formValues, fieldName);
                    const newValue = get(values, fieldName);
                    if (isDirty && !isUndefined(existingValue)) {
                        set(values, fieldName, existingValue);
                    }
                    else if (!isDirty && !isUndefined(newValue)) {
                        setValue(fieldName, newValue);
                    }
                }
            }
            else {
                if (isWeb && isUndefined(formValues)) {
                    for (const name of _names.mount) {
                        const field = get(_fields, name);
                        if (field && field._f) {
                            const fieldReference = Array.isArray(field._f.refs)
                                ? field._f.refs[0]
                                : field._f.ref;
                            if (isHTMLElement(fieldReference)) {
                                const form = fieldReference.closest('form');
                                if (form) {
                                    form.reset();
                                    break;
                                }
                            }
                        }
                    }
                }
                if (keepStateOptions.keepFieldsRef) {
                    for (const fieldName of _names.mount) {
                        setValue(fieldName, get(values, fieldName));
                    }
                }
                else {
                    _fields = {};
                }
            }
            if (_options.shouldUnregister) {
                _formValues = keepStateOptions.keepDefaultValues
                    ? cloneObject(_defaultValues)
                    : {};
                if (keepStateOptions.keepFieldsRef) {
                    for (const fieldName of _names.mount) {
                        set(_formValues, fieldName, get(values, fieldName));
                    }
                }
            }
            else {
                _formValues = cloneObject(values);
            }
            _subjects.array.next({
                values: { ...values },
            });
            _subjects.state.next({
                name: undefined,
                type: undefined,
                values: { ...values },
            });
        }
        _names = {
            mount: keepStateOptions.keepDirtyValues || keepStateOptions.keepFieldsRef
                ? _names.mount
                : new Set(),
            unMount: new Set(),
            array: new Set(),
            registerName: new Set(),
            disabled: keepStateOptions.keepValues ||
                keepStateOptions.keepDirtyValues ||
                keepStateOptions.keepFieldsRef
                ? new Set([..._names.disabled].filter((name) => get(_fields, name)))
                : new Set(),
            watch: new Set(),
            watchAll: false,
            focus: '',
        };
        _state.mount =
            !_proxyFormState.isValid ||
                !!keepStateOptions.keepIsValid ||
                !!keepStateOptions.keepDirtyValues ||
                (!_options.shouldUnregister && !isEmptyObject(values));
        _state.watch = !!_options.shouldUnregister;
        _state.keepIsValid = !!keepStateOptions.keepIsValid;
        _state.action = false;
        _state.actionArrayLengths.clear();
        _dirtyFieldsStale = false;
        if (!keepStateOptions.keepErrors) {
            _formState.errors = {};
        }
        _subjects.state.next({
            submitCount: keepStateOptions.keepSubmitCount
                ? _formState.submitCount
                : 0,
            isDirty: isEmptyResetValues
                ? false
                : keepStateOptions.keepDirty
                    ? _formState.isDirty
                    : keepStateOptions.keepValues
                        ? _getDirty()
                        : !!(keepStateOptions.keepDefaultValues &&
                            formValues &&
                            !deepEqual(formValues, _defaultValues)),
            isSubmitted: keepStateOptions.keepIsSubmitted
                ? _formState.isSubmitted
                : false,
            dirtyFields: (isEmptyResetValues
                ? {}
                : keepStateOptions.keepDirtyValues
                    ? keepStateOptions.keepDefaultValues && _formValues
                        ? getDirtyFields(_defaultValues, _formValues, undefined, fieldRefs)
                        : _formState.dirtyFields
                    : keepStateOptions.keepDefaultValues && formValues
                        ? getDirtyFields(_defaultValues, formValues, undefined, fieldRefs)
                        : keepStateOptions.keepDirty
                            ? _formState.dirtyFields
                            : keepStateOptions.keepValues
                                ? getDirtyFields(_defaultValues, _formValues, undefined, fieldRefs)
                                : {}),
            touchedFields: keepStateOptions.keepTouched
                ? _formState.touchedFields
                : {},
            ...(!keepStateOptions.keepIsValidating &&
                (_formState.isValidating || !isEmptyObject(_formState.validatingFields))
                ? { validatingFields: {}, isValidating: false }
                : null),
            errors: keepStateOptions.keepErrors ? _formState.errors : {},
            isSubmitSuccessful: keepStateOptions.keepIsSubmitSuccessful
                ? _formState.isSubmitSuccessful
                : false,
            isSubmitting: false,
            defaultValues: _defaultValues,
        });
    };
    const reset = (formValues, keepStateOptions) => _reset(isFunction(formValues) ? formValues(_formValues) : formValues, {
        ..._options.resetOptions,
        ...keepStateOptions,
    });
    const setFocus = (name, options = {}) => {
        const field = get(_fields, name);
        const fieldReference = field && field._f;
        if (fieldReference) {
            const fieldRef = (fieldReference.refs
                ? fieldReference.refs.find((ref) => !ref.disabled) ||
                    fieldReference.refs[0]
                : fieldReference.ref);
            if (fieldRef.focus) {
                setTimeout(() => {
                    fieldRef.focus();
                    options.shouldSelect &&
                        isFunction(fieldRef.select) &&
                        fieldRef.select();
                });
            }
        }
    };
    const _setFormState = (updatedFormState) => {
        // `name`, `type`, and `values` describe the event that produced this
        // update, not the form's persisted state (they aren't part of
        // `FormState`). Merging them in would leak a stale `name`/`type` from
        // one event into a later, unrelated notification that doesn't specify
        // its own.
        const { name, type, values, ...formState } = updatedFormState;
        if (Object.keys(formState).length) {
            _formState = {
                ..._formState,
                ...formState,
            };
        }
    };
    _subjects.state.subscribe({ next: _setFormState });
    const _resetDefaultValues = () => isFunction(_options.defaultValues) &&
        _options.defaultValues().then((values) => {
            reset(values, _options.resetOptions);
            _subjects.state.next({
                isLoading: false,
            });
        });
    const resetDefaultValues = (values, options = {}) => {
        _defaultValues = cloneObject(values);
        if (!options.keepDirty) {
            const newDirtyFields = getDirtyFields(_defaultValues, _formValues, undefined, _fields);
            _formState.dirtyFields = newDirtyFields;
            _formState.isDirty = !isEmptyObject(newDirtyFields);
        }
        if (!options.keepIsValid) {
            _setValid();
        }
        _subjects.state.next({
            ..._formState,
            defaultValues: _defaultValues,
        });
    };
    const methods = {
        control: {
            register,
            unregister,
            getFieldState,
            handleSubmit,
            setError,
            _subscribe,
            _runSchema,
            _updateIsValidating,
            _focusError,
            _getWatch,
            _getDirty,
            _setValid,
            _setFieldArray,
            _setDisabledField,
            _setErrors,
            _getFieldArray,
            _reset,
            _resetDefaultValues,
            _removeUnmounted,
            _disableForm,
            _subjects,
            _proxyFormState,
            get _fields() {
                return _fields;
            },
            get _formValues() {
                return _formValues;
            },
            get _state() {
                return _state;
            },
            set _state(value) {
                _state = value;
            },
            get _defaultValues() {
                return _defaultValues;
            },
            get _names() {
                return _names;
            },
            set _names(value) {
                _names = value;
            },
            get _formState() {
                return _formState;
            },
            get _options() {
                return _options;
            },
            set _options(value) {
                _options = {
                    ..._options,
                    ...value,
                };
                _validationModeBeforeSubmit = getValidationModes(_options.mode);
                _validationModeAfterSubmit = getValidationModes(_options.reValidateMode);
                shouldDisplayAllAssociatedErrors =
                    _options.criteriaMode === VALIDATION_MODE.all;
            },
        },
        subscribe,
        trigger,
        register,
        handleSubmit,
        watch,
        setValue,
        setValues,
        getValues,
        getErrors,
        reset,
        resetField,
        resetDefaultValues,
        clearErrors,
        unregister,
        setError,
        setFocus,
        getFieldState,
    };
    return {
        ...methods,
        formControl: methods,
    };
}

const RESET_OPTIONS = {
    mode: defaultOptions.mode,
    reValidateMode: defaultOptions.reValidateMode,
    shouldFocusError: defaultOptions.shouldFocusError,
    resolver: undefined,
    criteriaMode: undefined,
    delayError: undefined,
    shouldUnregister: undefined,
    shouldUseNativeValidation: undefined,
    context: undefined,
    progressive: undefined,
    resetOptions: undefined,
};
/**
 * Core hook for managing a form. Returns all methods and state for
 * registration, validation, and submission.
 *
 * @see [API](https://react-hook-form.com/docs/useform)
 *
 * @example
 * ```tsx
 * const { register, handleSubmit, formState: { errors } } = useForm<FormValues>();
 * <form onSubmit={handleSubmit(onSubmit)}>
 *   <input {...register("email", { required: true })} />
 * </form>
 * ```
 */
function useForm(props = {}) {
    const _formControl = consume_shared_module_default_react_1_9_0_singleton_.useRef(undefined);
    const _values = consume_shared_module_default_react_1_9_0_singleton_.useRef(undefined);
    const _formControlProp = consume_shared_module_default_react_1_9_0_singleton_.useRef(props.formControl);
    const _hadDisabled = consume_shared_module_default_react_1_9_0_singleton_.useRef(false);
    const _hadValidate = consume_shared_module_default_react_1_9_0_singleton_.useRef(!!props.validate);
    const _hadErrors = consume_shared_module_default_react_1_9_0_singleton_.useRef(!!props.errors);
    const _isMounted = consume_shared_module_default_react_1_9_0_singleton_.useRef(false);
    const [formState, updateFormState] = consume_shared_module_default_react_1_9_0_singleton_.useState(() => ({
        ...cloneObject(DEFAULT_FORM_STATE),
        isLoading: isFunction(props.defaultValues),
        errors: props.errors || {},
        disabled: props.disabled || false,
        defaultValues: isFunction(props.defaultValues)
            ? undefined
            : props.defaultValues,
    }));
    if (!_formControl.current ||
        (props.formControl && _formControlProp.current !== props.formControl)) {
        _formControlProp.current = props.formControl;
        _hadDisabled.current = false;
        if (props.formControl) {
            _formControl.current = {
                ...props.formControl,
                formState,
            };
            if (props.defaultValues && !isFunction(props.defaultValues)) {
                props.formControl.reset(props.defaultValues, props.resetOptions);
            }
        }
        else {
            const { formControl, ...rest } = createFormControl(props);
            _formControl.current = {
                ...rest,
                formState,
            };
        }
    }
    const control = _formControl.current.control;
    const previousOptions = control._options;
    const removedOptions = {};
    for (const key in RESET_OPTIONS) {
        if (key in previousOptions && !(key in props)) {
            removedOptions[key] = RESET_OPTIONS[key];
        }
    }
    if (_hadDisabled.current && !props.disabled) {
        removedOptions.disabled = false;
    }
    control._options = {
        ...removedOptions,
        ...props,
        validate: props.validate,
    };
    const getCurrentFormState = () => ({
        ...control._formState,
        defaultValues: control._defaultValues,
    });
    const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getCurrentFormState, cloneFormState);
    useIsomorphicLayoutEffect(() => {
        resyncIfNeeded(true, getCurrentFormState, updateFormState);
        const unsubscribe = control._subscribe({
            formState: control._proxyFormState,
            callback: () => updateFormState({
                ...control._formState,
                defaultValues: control._defaultValues,
            }),
            reRenderRoot: true,
        });
        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));
        control._formState.isReady = true;
        control._subjects.state.next({ isReady: true });
        return () => {
            unsubscribe();
            snapshot(true, getCurrentFormState);
        };
    }, [control, resyncIfNeeded, snapshot]);
    consume_shared_module_default_react_1_9_0_singleton_.useEffect(() => {
        control._disableForm(_hadDisabled.current && !props.disabled ? false : props.disabled);
        _hadDisabled.current = !!props.disabled;
    }, [control, props.disabled]);
    consume_shared_module_default_react_1_9_0_singleton_.useEffect(() => {
        if (props.mode) {
            control._options.mode = props.mode;
        }
        if (props.reValidateMode) {
            control._options.reValidateMode = props.reValidateMode;
        }
    }, [control, props.mode, props.reValidateMode]);
    consume_shared_module_default_react_1_9_0_singleton_.useEffect(() => {
        if (props.errors) {
            control._setErrors(props.errors);
            control._focusError();
        }
        else if (_hadErrors.current) {
            control._setErrors({});
        }
        _hadErrors.current = !!props.errors;
    }, [control, props.errors]);
    consume_shared_module_default_react_1_9_0_singleton_.useEffect(() => {
        if (_hadValidate.current && !props.validate) {
            _formControl.current && _formControl.current.clearErrors(FORM_ERROR_TYPE);
        }
        _hadValidate.current = !!props.validate;
    }, [props.validate]);
    consume_shared_module_default_react_1_9_0_singleton_.useEffect(() => {
        props.shouldUnregister &&
            control._subjects.state.next({
                values: control._getWatch(),
            });
    }, [control, props.shouldUnregister]);
    consume_shared_module_default_react_1_9_0_singleton_.useEffect(() => {
        if (control._proxyFormState.isDirty) {
            const isDirty = control._getDirty();
            if (isDirty !== formState.isDirty) {
                control._subjects.state.next({
                    isDirty,
                });
            }
        }
    }, [control, formState.isDirty]);
    consume_shared_module_default_react_1_9_0_singleton_.useEffect(() => {
        if (props.values && !deepEqual(props.values, _values.current)) {
            control._reset(props.values, {
                keepFieldsRef: true,
                ...control._options.resetOptions,
            });
            if (!(control._options.resetOptions &&
                control._options.resetOptions.keepIsValid)) {
                control._setValid();
            }
            _values.current = props.values;
            updateFormState((state) => ({ ...state }));
        }
        else {
            control._resetDefaultValues();
        }
    }, [control, props.values]);
    consume_shared_module_default_react_1_9_0_singleton_.useEffect(() => {
        if (!control._state.mount || (!_isMounted.current && !props.values)) {
            control._setValid();
            control._state.mount = true;
        }
        _isMounted.current = true;
        if (control._state.watch) {
            control._state.watch = false;
            control._subjects.state.next({ ...control._formState });
        }
        control._removeUnmounted();
    });
    _formControl.current.formState = consume_shared_module_default_react_1_9_0_singleton_.useMemo(() => getProxyFormState(formState, control), [control, formState]);
    return _formControl.current;
}

const HookFormContext = consume_shared_module_default_react_1_9_0_singleton_.createContext(null);
HookFormContext.displayName = 'HookFormContext';
/**
 * Retrieves all `useForm` methods from the nearest `FormProvider`.
 * Use in deeply nested components to avoid prop-drilling.
 *
 * @see [API](https://react-hook-form.com/docs/useformcontext)
 *
 * @example
 * ```tsx
 * const { register } = useFormContext<FormValues>();
 * ```
 */
const useFormContext = () => React.useContext(HookFormContext);
/**
 * Provides all `useForm` methods to the component tree via React Context.
 * Pair with `useFormContext` to consume them in any descendant.
 *
 * @see [API](https://react-hook-form.com/docs/useformcontext)
 *
 * @example
 * ```tsx
 * <FormProvider {...methods}>
 *   <form onSubmit={methods.handleSubmit(onSubmit)}>{children}</form>
 * </FormProvider>
 * ```
 */
const FormProvider = ({ children, watch, getValues, getErrors, getFieldState, setError, clearErrors, setValue, setValues, trigger, formState, resetField, reset, resetDefaultValues, handleSubmit, unregister, control, register, setFocus, subscribe, }) => {
    const memoizedValue = React.useMemo(() => ({
        watch,
        getValues,
        getErrors,
        getFieldState,
        setError,
        clearErrors,
        setValue,
        setValues,
        trigger,
        formState,
        resetField,
        reset,
        resetDefaultValues,
        handleSubmit,
        unregister,
        control,
        register,
        setFocus,
        subscribe,
    }), [
        clearErrors,
        control,
        formState,
        getErrors,
        getFieldState,
        getValues,
        handleSubmit,
        register,
        reset,
        resetDefaultValues,
        resetField,
        setError,
        setFocus,
        setValue,
        setValues,
        subscribe,
        trigger,
        unregister,
        watch,
    ]);
    return (React.createElement(HookFormContext.Provider, { value: memoizedValue },
        React.createElement(HookFormControlContext.Provider, { value: memoizedValue.control }, children)));
};

/**
 * Component wrapper around `useWatch`. Re-renders only when watched fields change.
 *
 * @see [API](https://react-hook-form.com/docs/usewatch)
 *
 * @example
 * ```tsx
 * <Watch
 *   control={control}
 *   names={["foo", "bar"]}
 *   render={([foo, bar]) => <span>{foo} {bar}</span>}
 * />
 * ```
 */
const Watch = (props) => props.render(useWatch({ name: props.names, ...props }));


//# sourceMappingURL=index.esm.mjs.map

;// ../shared-ui/src/components/field/use-focus-first-invalid.ts

function useFocusFirstInvalid() {
    const formRef = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(null);
    const [request, setRequest] = (0,consume_shared_module_default_react_1_9_0_singleton_.useState)(null);
    (0,consume_shared_module_default_react_1_9_0_singleton_.useEffect)(()=>{
        if (!request) return;
        const invalid = formRef.current?.querySelector('[aria-invalid="true"]:not(:disabled)');
        (invalid ?? request.fallback?.current)?.focus();
    }, [
        request
    ]);
    const focusFirstInvalid = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)((fallback)=>setRequest({
            fallback
        }), []);
    return {
        formRef,
        focusFirstInvalid
    };
}

;// ../shared-ui/src/hooks/submission-outbox.ts
// A form's send outlives its page: a visitor who presses Back while it is on its way finds its outcome when they
// come back, and the browser asks before the page is left. What the visitor sent is kept in the session (when it
// holds no file), so a send cut off by leaving the site is sent again, with the same id, when they return.
const entries = new Map();
const storageKey = (key)=>`seawave.outbox.${key}`;
function session() {
    try {
        return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    } catch  {
        return null;
    }
}
/**
 * Failures after which the send is known not to have been stored: the server refused it, or the browser was
 * offline. Any other (no answer, a connection cut by leaving the page) may have been stored, so the session keeps
 * the send to send again, under the same id, when the form is next shown. By name: the errors come from another
 * package, possibly another copy of it.
 */ const definiteFailures = new Set([
    'SubmissionRefusedError',
    'OfflineError',
    'FileValidationError',
    'EntityValidationError'
]);
const isDefinite = (error)=>error instanceof Error && definiteFailures.has(error.name);
function keep(key, entry, keepValues) {
    const storage = session();
    if (!storage) return;
    try {
        if (!entry || !keepValues || entry.state === 'failed' && isDefinite(entry.error)) storage.removeItem(storageKey(key));
        else if (entry.state === 'failed') return;
        else storage.setItem(storageKey(key), JSON.stringify({
            id: entry.id,
            fingerprint: entry.fingerprint,
            values: entry.values,
            state: entry.state,
            result: entry.result
        }));
    } catch  {
    // Storage full or refused: the page's own memory still holds the entry.
    }
}
/** The entry of this page, else the one a reload or a return to the site left in the session. */ function outboxEntry(key) {
    const held = entries.get(key);
    if (held) return held;
    try {
        const kept = session()?.getItem(storageKey(key));
        if (!kept) return null;
        const parsed = JSON.parse(kept);
        return typeof parsed?.id === 'string' && typeof parsed.fingerprint === 'string' ? parsed : null;
    } catch  {
        return null;
    }
}
let sending = 0;
function askBeforeLeaving(event) {
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = '';
}
/** Tracks a send: its outcome is kept after the form that started it has gone. */ function trackSend(key, entry, promise, keepValues) {
    const tracked = {
        ...entry,
        state: 'sending',
        promise
    };
    entries.set(key, tracked);
    keep(key, tracked, keepValues);
    if (typeof window !== 'undefined' && sending++ === 0) window.addEventListener('beforeunload', askBeforeLeaving);
    const settle = (update)=>{
        if (typeof window !== 'undefined' && --sending === 0) window.removeEventListener('beforeunload', askBeforeLeaving);
        if (entries.get(key) !== tracked) return;
        Object.assign(tracked, update, {
            promise: undefined
        });
        keep(key, tracked, keepValues);
    };
    promise.then((result)=>settle({
            state: 'sent',
            result
        }), (error)=>settle({
            state: 'failed',
            error
        }));
}
/** The outcome has been shown (or the form starts afresh): nothing is kept. */ function clearOutbox(key) {
    entries.delete(key);
    keep(key, null, false);
}
/** A failure this page has shown: forgotten here; the session keeps a send that may have been stored (see above). */ function forgetShownFailure(key) {
    entries.delete(key);
}

;// ../shared-ui/src/hooks/use-form.ts




/** A refusal that marks no field goes here; the underscore keeps it apart from field names. */ const FORM_ERROR = '_form';
const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function newSubmissionId() {
    return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(24)), (byte)=>ID_LETTERS[byte % ID_LETTERS.length]).join('');
}
/** Files count by name, size and time, so a chosen file changes the answers like any other value. */ function fingerprintOf(output) {
    return JSON.stringify(output, (_key, value)=>typeof Blob !== 'undefined' && value instanceof Blob ? `file:${value.name ?? ''}:${value.size}:${value.lastModified ?? ''}` : value);
}
function domValueOf(form, key, initial) {
    if (Array.isArray(initial) && initial.length > 0 && initial.every((item)=>typeof item === 'object' && item !== null && !(item instanceof Blob))) {
        const lines = initial;
        let changed = false;
        const read = lines.map((line, index)=>{
            const next = {
                ...line
            };
            for (const [field, value] of Object.entries(line)){
                if (typeof value !== 'string' && typeof value !== 'boolean') continue;
                const control = form.elements.namedItem(`${key}.${index}.${field}`);
                // A yes/no of a line is a checkbox: its tick, not its value, is the answer.
                const held = typeof value === 'boolean' ? control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : value : control && 'value' in control ? control.value : value;
                if (held !== value && typeof held === typeof value) {
                    next[field] = held;
                    changed = true;
                }
            }
            return next;
        });
        return changed ? read : undefined;
    }
    const control = form.elements.namedItem(key);
    if (control === null) return undefined;
    if (control instanceof RadioNodeList) {
        const boxes = [
            ...control
        ].filter((node)=>node instanceof HTMLInputElement);
        if (boxes.every((box)=>box.type === 'checkbox')) return boxes.filter((box)=>box.checked).map((box)=>box.value);
        return control.value;
    }
    if (control instanceof HTMLInputElement) {
        if (control.type === 'checkbox') return Array.isArray(initial) ? control.checked ? [
            control.value
        ] : [] : control.checked;
        if (control.type === 'radio') return control.checked ? control.value : initial;
        if (control.type === 'file') return control.files?.[0] ?? initial;
        return control.value;
    }
    if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) return control.value;
    return undefined;
}
const sameValue = (a, b)=>Array.isArray(a) && Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
/**
 * A prerendered form can be filled before hydration (autofill, quick typing), and a controlled
 * control's next render would overwrite that with the empty state, so on mount the controls' values are read in.
 */ function use_form_useForm(options) {
    const [status, setStatus] = (0,consume_shared_module_default_react_1_9_0_singleton_.useState)('idle');
    const [message, setMessage] = (0,consume_shared_module_default_react_1_9_0_singleton_.useState)(null);
    const [resetCount, setResetCount] = (0,consume_shared_module_default_react_1_9_0_singleton_.useState)(0);
    const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
    const messageElement = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(null);
    const messageRef = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)((element)=>{
        messageElement.current = element;
    }, []);
    const honeypotRef = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(null);
    const inFlight = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(false);
    /** Set once sent: a click that lands before the disabled re-render sends nothing. */ const sent = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(false);
    const mounted = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(true);
    const latest = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(options);
    const refusal = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(null);
    /** The send whose id a retry of the same answers reuses. */ const lastSend = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(null);
    (0,consume_shared_module_default_react_1_9_0_singleton_.useLayoutEffect)(()=>{
        latest.current = options;
    });
    const resolver = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)(async (values)=>{
        const check = await latest.current.validate(values);
        if (check.ok) {
            refusal.current = null;
            return {
                values: check.output,
                errors: {}
            };
        }
        refusal.current = check.message;
        const errors = {};
        for (const [key, note] of Object.entries(check.fieldErrors)){
            if (typeof note === 'string') errors[key] = {
                type: 'check',
                message: note
            };
        }
        if (Object.keys(errors).length === 0) errors[FORM_ERROR] = {
            type: 'check',
            message: check.message
        };
        return {
            values: {},
            errors
        };
    }, []);
    const form = useForm({
        defaultValues: options.initialValues,
        resolver,
        mode: 'onSubmit',
        reValidateMode: 'onSubmit',
        shouldFocusError: false
    });
    // The forms compute live figures from the values on every render.
    const values = useWatch({
        control: form.control
    });
    const errors = form.formState.errors;
    (0,consume_shared_module_default_react_1_9_0_singleton_.useEffect)(()=>{
        mounted.current = true;
        return ()=>{
            mounted.current = false;
        };
    }, []);
    (0,consume_shared_module_default_react_1_9_0_singleton_.useLayoutEffect)(()=>{
        const element = formRef.current;
        if (!element) return;
        for (const [key, initial] of Object.entries(latest.current.initialValues)){
            const held = domValueOf(element, key, initial);
            if (held !== undefined && !sameValue(held, initial)) form.setValue(key, held, {
                shouldDirty: true
            });
        }
        // From now on a submit goes through onSubmit (after-paint.js holds one made before).
        element.setAttribute('data-hydrated', '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the server's HTML is read, once, on mount
    }, []);
    (0,consume_shared_module_default_react_1_9_0_singleton_.useEffect)(()=>{
        if (status === 'failed') messageElement.current?.focus();
    }, [
        status
    ]);
    const setValue = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)((key, value)=>{
        form.setValue(key, value, {
            shouldDirty: true
        });
        form.clearErrors(key);
    }, [
        form
    ]);
    const reset = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)(()=>{
        form.reset(latest.current.initialValues);
        sent.current = false;
        setStatus('idle');
        setMessage(null);
        setResetCount((count)=>count + 1);
        if (honeypotRef.current) honeypotRef.current.value = '';
    }, [
        form
    ]);
    const busy = status === 'submitting' || status === 'sent';
    const succeed = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)((result)=>{
        const { onSent, resetOnSent = true, outbox } = latest.current;
        if (outbox) clearOutbox(outbox.key);
        lastSend.current = null;
        if (resetOnSent) {
            form.reset(latest.current.initialValues);
            setResetCount((count)=>count + 1);
            if (honeypotRef.current) honeypotRef.current.value = '';
        }
        sent.current = true;
        setStatus('sent');
        onSent?.(result);
    }, [
        form
    ]);
    const fail = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)((error)=>{
        console.error('[form] the submission failed', error);
        setMessage(latest.current.failureMessage(error));
        setStatus('failed');
    }, []);
    /** Sends `output`, reusing the id of the last send when the answers are the same, and tracks it in the outbox. */ const send = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)((output, values, id)=>{
        const { submit, outbox } = latest.current;
        const fingerprint = fingerprintOf(output);
        const submissionId = id ?? (lastSend.current?.fingerprint === fingerprint ? lastSend.current.id : newSubmissionId());
        lastSend.current = {
            id: submissionId,
            fingerprint
        };
        const sending = Promise.resolve().then(()=>submit(output, values, {
                id: submissionId
            }));
        if (outbox) trackSend(outbox.key, {
            id: submissionId,
            fingerprint,
            values
        }, sending, outbox.keepValues ?? false);
        return sending;
    }, []);
    // A send that was on its way when the visitor left: its outcome, or the send again when the page was unloaded.
    (0,consume_shared_module_default_react_1_9_0_singleton_.useEffect)(()=>{
        const { outbox } = latest.current;
        const entry = outbox ? outboxEntry(outbox.key) : null;
        if (!outbox || !entry) return;
        lastSend.current = {
            id: entry.id,
            fingerprint: entry.fingerprint
        };
        if (entry.state === 'sent') {
            succeed(entry.result);
            return;
        }
        form.reset(entry.values);
        if (entry.state === 'failed') {
            forgetShownFailure(outbox.key);
            fail(entry.error);
            return;
        }
        inFlight.current = true;
        setStatus('submitting');
        const resumed = entry.promise ? entry.promise : Promise.resolve(latest.current.validate(entry.values)).then((check)=>{
            if (!check.ok) throw new Error(check.message);
            return send(check.output, entry.values, entry.id);
        });
        resumed.then((result)=>{
            if (mounted.current) succeed(result);
        }, (error)=>{
            if (!mounted.current) return;
            forgetShownFailure(outbox.key);
            fail(error);
        }).finally(()=>{
            inFlight.current = false;
        });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was on its way when the form mounted
    }, []);
    const onSubmit = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)((event)=>{
        event.preventDefault();
        if (inFlight.current || sent.current) return;
        inFlight.current = true;
        const current = form.getValues();
        const onValid = async (output)=>{
            if (!mounted.current) return;
            setMessage(null);
            setStatus('submitting');
            const dropped = Boolean(honeypotRef.current?.value);
            let result;
            try {
                if (!dropped) result = await send(output, current);
            } catch (error) {
                if (!mounted.current) return;
                const { outbox } = latest.current;
                if (outbox) forgetShownFailure(outbox.key);
                fail(error);
                return;
            }
            if (mounted.current) succeed(result);
        };
        let refused = false;
        const onInvalid = ()=>{
            if (!mounted.current) return;
            refused = true;
            setStatus('invalid');
            setMessage(refusal.current);
        };
        void form.handleSubmit(onValid, onInvalid)(event).then(()=>{
            // react-hook-form publishes the field errors only after onInvalid returns.
            if (refused && mounted.current) focusFirstInvalid(messageElement);
        }).finally(()=>{
            inFlight.current = false;
        });
    }, [
        form,
        focusFirstInvalid,
        send,
        succeed,
        fail
    ]);
    const fieldErrors = {};
    for (const key of Object.keys(errors)){
        const note = errors[key]?.message;
        if (key !== FORM_ERROR && typeof note === 'string') fieldErrors[key] = note;
    }
    const field = (key)=>({
            name: key,
            value: values[key],
            onValueChange: (value)=>setValue(key, value),
            error: fieldErrors[key],
            disabled: busy
        });
    const choice = (key)=>{
        const { onValueChange, ...rest } = field(key);
        return {
            ...rest,
            onChange: onValueChange
        };
    };
    return {
        values,
        status,
        message: status === 'invalid' || status === 'failed' ? message : null,
        fieldErrors,
        busy,
        setValue,
        field,
        choice,
        formProps: {
            ref: formRef,
            method: 'post',
            noValidate: true,
            onSubmit,
            'aria-busy': status === 'submitting' || undefined
        },
        messageRef,
        honeypotRef,
        resetCount,
        reset
    };
}

;// ../shared-ui/src/components/field/field.tsx

/** Exported for the rare custom control, so a remote never re-implements labelling or error wiring. */ 

function useFieldIds(id) {
    const generated = (0,consume_shared_module_default_react_1_9_0_singleton_.useId)();
    const controlId = id ?? `field${generated.replace(/:/g, '-')}`;
    return {
        controlId,
        hintId: `${controlId}-hint`,
        errorId: `${controlId}-error`
    };
}
function joinIds(...ids) {
    const list = ids.filter((value)=>Boolean(value));
    return list.length > 0 ? list.join(' ') : undefined;
}
/** Generated content with empty alt text, so the control's accessible name stays exactly the label. */ const requiredMarker = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("&::after{content:'*';content:'*' / '';margin-left:", theme.space[1], ";color:", theme.colors.danger, ";}");
const labelFor = (theme, required)=>[
        labelStyles(theme),
        required ? requiredMarker(theme) : null
    ];
const fieldStyles = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:flex;flex-direction:column;gap:", theme.space[1], ";margin:0 0 ", theme.space[4], ";min-width:0;");
const labelStyles = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("font-weight:600;color:", theme.colors.ink, ";");
/** The border has 7:1 contrast on white (WCAG 1.4.11 asks 3:1). */ const controlStyles = (theme, invalid)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("width:100%;min-height:44px;padding:", theme.space[2], " ", theme.space[3], ";font:inherit;color:", theme.colors.text, ";background:", theme.colors.background, ";border:2px solid ", invalid ? theme.colors.danger : theme.colors.textMuted, ";border-radius:", theme.radii.md, ";transition:border-color 0.15s ease;&::placeholder{color:", theme.colors.textMuted, ";}&:hover:not(:disabled){border-color:", invalid ? theme.colors.danger : theme.colors.ink, ";}&:focus-visible{", focusRing(theme), "}&:disabled{color:", theme.colors.textMuted, ";background:", theme.colors.surface, ";cursor:not-allowed;}");
const focusRing = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("outline:3px solid ", theme.colors.primary, ";outline-offset:2px;");
/** A checkbox or radio beside its words: larger than the browser's, in the brand colour, with the focus ring. */ const checkInputStyles = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("input{flex:none;width:20px;height:20px;margin:2px 0 0;accent-color:", theme.colors.primary, ";}input:focus-visible{", focusRing(theme), "}");
const hintStyles = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0;font-size:", theme.fontSizes.sm, ";color:", theme.colors.textMuted, ";");
const errorStyles = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0;font-size:", theme.fontSizes.sm, ";font-weight:600;color:", theme.colors.danger, ";");
function FieldLabel({ htmlFor, required, children }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("label", {
        htmlFor: htmlFor,
        css: labelFor(theme, required),
        "data-required": required ? '' : undefined,
        children: children
    });
}
function FieldMessages({ ids, hint, error }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(jsx_runtime_1_1_0_singleton_.Fragment, {
        children: [
            hasContent(hint) ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                id: ids.hintId,
                css: hintStyles(theme),
                children: hint
            }) : null,
            hasContent(error) ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                id: ids.errorId,
                css: errorStyles(theme),
                children: error
            }) : null
        ]
    });
}
function hasContent(node) {
    return node !== undefined && node !== null && node !== false && node !== '';
}
function describedControlProps(ids, hint, error, extraDescribedBy) {
    const invalid = hasContent(error);
    return {
        'aria-describedby': joinIds(hasContent(hint) && ids.hintId, invalid && ids.errorId, extraDescribedBy),
        'aria-invalid': invalid ? true : undefined
    };
}
const screenReaderOnly = /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;");
const countFrom = 0.8;
function characterCountState(id, length, limit, always = false) {
    if (limit === undefined) return {
        describedById: undefined,
        over: false
    };
    const over = length > limit;
    const shown = always || over || length >= Math.ceil(limit * countFrom);
    return {
        describedById: shown ? id : undefined,
        over
    };
}
/** Nothing is ever cut silently: the visitor sees the limit and what is over it, announced politely. */ function CharacterCount({ id, length, limit, shown }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    if (limit === undefined) return null;
    const over = length - limit;
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(jsx_runtime_1_1_0_singleton_.Fragment, {
        children: [
            shown ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                id: id,
                css: over > 0 ? errorStyles(theme) : hintStyles(theme),
                "data-over": over > 0 ? '' : undefined,
                children: `${length} / ${limit} characters${over > 0 ? `: ${over} too many` : ''}`
            }) : null,
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("span", {
                "aria-live": "polite",
                css: screenReaderOnly,
                children: over > 0 ? `Over the limit of ${limit} characters.` : length === limit ? `Limit of ${limit} characters reached.` : ''
            })
        ]
    });
}

;// ../shared-ui/src/components/text-field/text-field.tsx



function TextField({ label, hint, error, type = 'text', id, className, required, onChange, onValueChange, characterLimit, 'aria-describedby': extraDescribedBy, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const ids = useFieldIds(id);
    const countId = `${ids.controlId}-count`;
    const limit = characterLimit ?? rest.maxLength;
    const count = characterCountState(countId, rest.value.length, limit);
    const handleChange = (event)=>{
        onChange?.(event);
        onValueChange?.(event.target.value);
    };
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
        className: className,
        css: fieldStyles(theme),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(FieldLabel, {
                htmlFor: ids.controlId,
                required: required,
                children: label
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("input", {
                ...rest,
                id: ids.controlId,
                type: type,
                required: required,
                onChange: handleChange,
                ...describedControlProps(ids, hint, error, joinIds(extraDescribedBy, count.describedById)),
                css: [
                    controlStyles(theme, hasContent(error) || count.over),
                    type === 'date' && /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("max-width:20rem;")
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(FieldMessages, {
                ids: ids,
                hint: hint,
                error: error
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(CharacterCount, {
                id: countId,
                length: rest.value.length,
                limit: limit,
                shown: count.describedById !== undefined
            })
        ]
    });
}

;// ../shared-ui/src/components/field/choice-group.tsx



const optionRow = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:flex;align-items:flex-start;gap:", theme.space[3], ";min-height:44px;padding:", theme.space[2], " ", theme.space[3], ";border:1px solid ", theme.colors.border, ";border-radius:", theme.radii.md, ";background:", theme.colors.background, ";cursor:pointer;&:has(input:checked){border-color:", theme.colors.primary, ";background:", theme.colors.surface, ";}&:has(input:disabled){cursor:not-allowed;color:", theme.colors.textMuted, ";}", checkInputStyles(theme), "  input{cursor:inherit;}");
function ChoiceGroupFrame({ label, hint, error, id, className, name, required, inline = false, type, options, isChecked, onOptionChange, 'aria-describedby': extraDescribedBy, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const ids = useFieldIds(id);
    const invalid = hasContent(error);
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("fieldset", {
        ...rest,
        id: ids.controlId,
        className: className,
        "aria-describedby": joinIds(hasContent(hint) && ids.hintId, invalid && ids.errorId, extraDescribedBy),
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0 0 ", theme.space[4], ";padding:0;border:0;min-width:0;"),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("legend", {
                "data-required": required ? '' : undefined,
                css: [
                    ...labelFor(theme, required),
                    /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("padding:0;margin-bottom:", theme.space[2], ";")
                ],
                children: label
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("div", {
                css: inline ? /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:flex;flex-wrap:wrap;gap:", theme.space[3], ";") : /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:", theme.space[2], ";"),
                children: options.map((option, index)=>{
                    const optionId = `${ids.controlId}-option-${index}`;
                    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("label", {
                        htmlFor: optionId,
                        css: optionRow(theme),
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("input", {
                                id: optionId,
                                type: type,
                                name: name,
                                value: option.value,
                                checked: isChecked(option.value),
                                disabled: option.disabled,
                                "aria-invalid": invalid ? true : undefined,
                                "aria-describedby": option.description ? `${optionId}-description` : undefined,
                                onChange: (event)=>onOptionChange(option.value, event.target.checked)
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("span", {
                                children: [
                                    option.label,
                                    option.description ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("span", {
                                        id: `${optionId}-description`,
                                        css: (0,react_1_1_0_singleton_.css)`
                      display: block;
                      font-size: ${theme.fontSizes.sm};
                      color: ${theme.colors.textMuted};
                    `,
                                        children: option.description
                                    }) : null
                                ]
                            })
                        ]
                    }, option.value);
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("div", {
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin-top:", theme.space[1], ";"),
                children: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(FieldMessages, {
                    ids: ids,
                    hint: hint,
                    error: error
                })
            })
        ]
    });
}

;// ../shared-ui/src/components/radio-group-field/radio-group-field.tsx


function RadioGroupField({ options, value, onChange, ...rest }) {
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(ChoiceGroupFrame, {
        ...rest,
        type: "radio",
        options: options,
        isChecked: (optionValue)=>optionValue === value,
        onOptionChange: (changed, checked)=>{
            if (checked) onChange(changed);
        }
    });
}

;// ../shared-ui/src/components/select-field/select-field.tsx




function SelectField({ label, hint, error, id, className, required, options, value, placeholder, onChange, onValueChange, 'aria-describedby': extraDescribedBy, ref: outerRef, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const ids = useFieldIds(id);
    const select = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(null);
    // A choice made on the server's HTML before the scripts took the page over is the visitor's choice.
    (0,consume_shared_module_default_react_1_9_0_singleton_.useLayoutEffect)(()=>{
        const held = options.find((option)=>option.value === select.current?.value);
        if (held && held.value !== value) onValueChange?.(held.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the server's HTML is read, once
    }, []);
    const handleChange = (event)=>{
        onChange?.(event);
        const chosen = options.find((option)=>option.value === event.target.value);
        if (chosen) onValueChange?.(chosen.value);
    };
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
        className: className,
        css: fieldStyles(theme),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(FieldLabel, {
                htmlFor: ids.controlId,
                required: required,
                children: label
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("select", {
                ...rest,
                ref: (element)=>{
                    select.current = element;
                    if (typeof outerRef === 'function') outerRef(element);
                    else if (outerRef) outerRef.current = element;
                },
                id: ids.controlId,
                value: value,
                required: required,
                onChange: handleChange,
                ...describedControlProps(ids, hint, error, extraDescribedBy),
                css: controlStyles(theme, hasContent(error)),
                children: [
                    placeholder !== undefined ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("option", {
                        value: "",
                        disabled: true,
                        children: placeholder
                    }) : null,
                    options.map((option)=>/*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("option", {
                            value: option.value,
                            disabled: option.disabled,
                            children: option.label
                        }, option.value))
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(FieldMessages, {
                ids: ids,
                hint: hint,
                error: error
            })
        ]
    });
}

;// ../shared-ui/src/components/file-field/file-field.tsx




/** Uncontrolled, as the browser owns a file input's value: change `resetKey` to clear it. */ function FileField({ resetKey, ...props }) {
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(FileFieldControl, {
        ...props
    }, resetKey === undefined ? 'file' : `file-${resetKey}`);
}
function FileFieldControl({ label, hint, error, id, className, required, onChange, onFileChange, emptyText = 'No file chosen', chosenText = 'Chosen file:', 'aria-describedby': extraDescribedBy, ref, ...rest }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const ids = useFieldIds(id);
    const [fileName, setFileName] = (0,consume_shared_module_default_react_1_9_0_singleton_.useState)(null);
    const adoptingRef = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)((input)=>{
        // A file chosen before the scripts took the page over is in the input already: say so.
        const chosen = input?.files?.[0];
        if (chosen) setFileName(chosen.name);
        if (typeof ref === 'function') return ref(input);
        if (ref) ref.current = input;
    }, [
        ref
    ]);
    const handleChange = (event)=>{
        const file = event.target.files?.[0] ?? null;
        setFileName(file ? file.name : null);
        onChange?.(event);
        onFileChange?.(file);
    };
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
        className: className,
        css: fieldStyles(theme),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(FieldLabel, {
                htmlFor: ids.controlId,
                required: required,
                children: label
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("input", {
                ...rest,
                ref: adoptingRef,
                id: ids.controlId,
                type: "file",
                required: required,
                onChange: handleChange,
                ...describedControlProps(ids, hint, error, extraDescribedBy),
                // The browser's own file-name text is hidden: the line under the control states the choice once.
                css: [
                    controlStyles(theme, hasContent(error)),
                    /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("padding:", theme.space[1], ";cursor:pointer;font-size:0;color:transparent;&:disabled{color:transparent;}&::file-selector-button{min-height:36px;margin-right:", theme.space[3], ";padding:", theme.space[1], " ", theme.space[4], ";font:inherit;font-size:", theme.fontSizes.md, ";font-weight:600;color:", theme.colors.inverse, ";background:", theme.colors.primary, ";border:0;border-radius:", theme.radii.sm, ";cursor:pointer;}&:disabled::file-selector-button{opacity:0.6;cursor:not-allowed;}&:focus-visible{", focusRing(theme), "}")
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                "aria-live": "polite",
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0;font-size:", theme.fontSizes.sm, ";color:", theme.colors.text, ";overflow-wrap:anywhere;"),
                children: fileName ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(jsx_runtime_1_1_0_singleton_.Fragment, {
                    children: [
                        chosenText,
                        " ",
                        /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("strong", {
                            children: fileName
                        })
                    ]
                }) : emptyText
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(FieldMessages, {
                ids: ids,
                hint: hint,
                error: error
            })
        ]
    });
}

;// ../shared-ui/src/components/field/upload-progress.tsx


/** 0 while nothing is known. */ function uploadPercent(sentBytes, totalBytes) {
    if (!(totalBytes > 0) || !(sentBytes > 0)) return 0;
    return Math.min(100, Math.floor(sentBytes / totalBytes * 100));
}
function UploadProgress({ label, sentBytes, totalBytes }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const percent = uploadPercent(sentBytes, totalBytes);
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:flex;align-items:center;gap:", theme.space[2], ";font-size:", theme.fontSizes.sm, ";color:", theme.colors.text, ";"),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("progress", {
                "aria-label": label,
                max: 100,
                value: percent,
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("flex:1 1 auto;max-width:16rem;height:0.75rem;accent-color:", theme.colors.primary, ";")
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("span", {
                "aria-hidden": "true",
                children: [
                    percent,
                    "%"
                ]
            })
        ]
    });
}

;// ../shared-ui/src/components/honeypot/honeypot-field.tsx


/** Unseen, unreachable and unheard by people; uncontrolled, so a bot setting its value directly is caught too. */ function HoneypotField({ inputRef, name = 'website' }) {
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("div", {
        "aria-hidden": "true",
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden;"),
        children: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("label", {
            children: [
                "Website (leave empty)",
                /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("input", {
                    ref: inputRef,
                    type: "text",
                    name: name,
                    tabIndex: -1,
                    autoComplete: "off",
                    defaultValue: ""
                })
            ]
        })
    });
}

;// ../node_modules/valibot/dist/index.mjs
//#region src/storages/globalConfig/globalConfig.ts
let store$4;
const DEFAULT_CONFIG = {
	lang: void 0,
	message: void 0,
	abortEarly: void 0,
	abortPipeEarly: void 0
};
/**
* Sets the global configuration.
*
* @param config The configuration.
*/
function setGlobalConfig(config$1) {
	store$4 = {
		...store$4,
		...config$1
	};
}
/**
* Returns the global configuration.
*
* @param config The config to merge.
*
* @returns The configuration.
*/
/* @__NO_SIDE_EFFECTS__ */
function getGlobalConfig(config$1) {
	if (!config$1 && !store$4) return DEFAULT_CONFIG;
	return {
		lang: config$1?.lang ?? store$4?.lang,
		message: config$1?.message,
		abortEarly: config$1?.abortEarly ?? store$4?.abortEarly,
		abortPipeEarly: config$1?.abortPipeEarly ?? store$4?.abortPipeEarly
	};
}
/**
* Deletes the global configuration.
*/
function deleteGlobalConfig() {
	store$4 = void 0;
}

//#endregion
//#region src/storages/globalMessage/globalMessage.ts
let store$3;
/**
* Sets a global error message.
*
* @param message The error message.
* @param lang The language of the message.
*/
function setGlobalMessage(message$1, lang) {
	if (!store$3) store$3 = /* @__PURE__ */ new Map();
	store$3.set(lang, message$1);
}
/**
* Returns a global error message.
*
* @param lang The language of the message.
*
* @returns The error message.
*/
/* @__NO_SIDE_EFFECTS__ */
function getGlobalMessage(lang) {
	return store$3?.get(lang);
}
/**
* Deletes a global error message.
*
* @param lang The language of the message.
*/
function deleteGlobalMessage(lang) {
	store$3?.delete(lang);
}

//#endregion
//#region src/storages/schemaMessage/schemaMessage.ts
let store$2;
/**
* Sets a schema error message.
*
* @param message The error message.
* @param lang The language of the message.
*/
function setSchemaMessage(message$1, lang) {
	if (!store$2) store$2 = /* @__PURE__ */ new Map();
	store$2.set(lang, message$1);
}
/**
* Returns a schema error message.
*
* @param lang The language of the message.
*
* @returns The error message.
*/
/* @__NO_SIDE_EFFECTS__ */
function getSchemaMessage(lang) {
	return store$2?.get(lang);
}
/**
* Deletes a schema error message.
*
* @param lang The language of the message.
*/
function deleteSchemaMessage(lang) {
	store$2?.delete(lang);
}

//#endregion
//#region src/storages/specificMessage/specificMessage.ts
let store$1;
/**
* Sets a specific error message.
*
* @param reference The identifier reference.
* @param message The error message.
* @param lang The language of the message.
*/
function setSpecificMessage(reference, message$1, lang) {
	if (!store$1) store$1 = /* @__PURE__ */ new Map();
	if (!store$1.get(reference)) store$1.set(reference, /* @__PURE__ */ new Map());
	store$1.get(reference).set(lang, message$1);
}
/**
* Returns a specific error message.
*
* @param reference The identifier reference.
* @param lang The language of the message.
*
* @returns The error message.
*/
/* @__NO_SIDE_EFFECTS__ */
function getSpecificMessage(reference, lang) {
	return store$1?.get(reference)?.get(lang);
}
/**
* Deletes a specific error message.
*
* @param reference The identifier reference.
* @param lang The language of the message.
*/
function deleteSpecificMessage(reference, lang) {
	store$1?.get(reference)?.delete(lang);
}

//#endregion
//#region src/utils/_stringify/_stringify.ts
/**
* Stringifies an unknown input to a literal or type string.
*
* @param input The unknown input.
*
* @returns A literal or type string.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _stringify(input) {
	const type = typeof input;
	if (type === "string") return `"${input}"`;
	if (type === "number" || type === "bigint" || type === "boolean") return `${input}`;
	if (type === "object" || type === "function") return (input && Object.getPrototypeOf(input)?.constructor?.name) ?? "null";
	return type;
}

//#endregion
//#region src/utils/_addIssue/_addIssue.ts
/**
* Adds an issue to the dataset.
*
* @param context The issue context.
* @param label The issue label.
* @param dataset The input dataset.
* @param config The configuration.
* @param other The optional props.
*
* @internal
*/
function _addIssue(context, label, dataset, config$1, other) {
	const input = other && "input" in other ? other.input : dataset.value;
	const expected = other?.expected ?? context.expects ?? null;
	const received = other?.received ?? /* @__PURE__ */ _stringify(input);
	const issue = {
		kind: context.kind,
		type: context.type,
		input,
		expected,
		received,
		message: `Invalid ${label}: ${expected ? `Expected ${expected} but r` : "R"}eceived ${received}`,
		requirement: context.requirement,
		path: other?.path,
		issues: other?.issues,
		lang: config$1.lang,
		abortEarly: config$1.abortEarly,
		abortPipeEarly: config$1.abortPipeEarly
	};
	const isSchema = context.kind === "schema";
	const message$1 = other?.message ?? context.message ?? /* @__PURE__ */ getSpecificMessage(context.reference, issue.lang) ?? (isSchema ? /* @__PURE__ */ getSchemaMessage(issue.lang) : null) ?? config$1.message ?? /* @__PURE__ */ getGlobalMessage(issue.lang);
	if (message$1 !== void 0) issue.message = typeof message$1 === "function" ? message$1(issue) : message$1;
	if (isSchema) dataset.typed = false;
	if (dataset.issues) dataset.issues.push(issue);
	else dataset.issues = [issue];
}

//#endregion
//#region src/utils/_cloneDataset/_cloneDataset.ts
/**
* Creates a shallow copy of a dataset.
*
* Hint: The `value` is copied by reference, but the `issues` array, its issues
* and their `path` arrays are cloned to avoid reusing mutable dataset state
* across multiple runs. Mutating a returned object or array value can
* therefore affect later cache hits that reuse the same cached output.
*
* @param dataset The output dataset.
*
* @returns The copied output dataset.
*/
/* @__NO_SIDE_EFFECTS__ */
function _cloneDataset(dataset) {
	return {
		typed: dataset.typed,
		value: dataset.value,
		issues: dataset.issues?.map((issue) => ({
			...issue,
			path: issue.path && [...issue.path]
		}))
	};
}

//#endregion
//#region src/utils/_formatCase/_formatCase.ts
/**
* Splits a string into lowercase words and rejoins them with the given
* separator and capitalization rules.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries. Whether the first or subsequent words are
* capitalized is controlled by `capFirst` and `capRest`.
*
* Hint: Implemented in a single pass that emits directly to the result
* string to avoid an intermediate `string[]` allocation. ASCII chars are
* classified via char codes to skip `.toLowerCase()` and `.toUpperCase()`
* method calls in the common case.
*
* Hint: Digits are treated as a separate character class, so `item2Name`
* yields `item2` and `name` rather than `item`, `2` and `name`.
*
* @param input The input string.
* @param separator The string inserted between words.
* @param capFirst Whether to capitalize the first word.
* @param capRest Whether to capitalize subsequent words.
*
* @returns The formatted string.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _formatCase(input, separator, capFirst, capRest) {
	let result = "";
	let firstWord = true;
	let start = 0;
	let prev = 0;
	let prevPrev = 0;
	const flush = (end) => {
		if (end > start) {
			let word = input.slice(start, end).toLowerCase();
			if (firstWord ? capFirst : capRest) {
				const firstCode = word.charCodeAt(0);
				if (firstCode >= 97 && firstCode <= 122) word = String.fromCharCode(firstCode - 32) + word.slice(1);
				else {
					const charLen = firstCode >= 55296 && firstCode <= 56319 ? 2 : 1;
					word = word.slice(0, charLen).toUpperCase() + word.slice(charLen);
				}
			}
			result += firstWord ? word : separator + word;
			firstWord = false;
		}
	};
	for (let index = 0; index < input.length; index++) {
		const code = input.charCodeAt(index);
		let type;
		if (code === 32 || code === 9 || code === 10 || code === 11 || code === 12 || code === 13 || code === 45 || code === 95) {
			flush(index);
			start = index + 1;
			type = 0;
		} else if (code < 128) type = code >= 65 && code <= 90 ? 1 : code >= 97 && code <= 122 ? 2 : 3;
		else {
			const char = input[index];
			const charLower = char.toLowerCase();
			type = charLower === char.toUpperCase() ? 3 : char === charLower ? 2 : 1;
		}
		if (type === 1 && (prev === 2 || prev === 3) && index > start) {
			flush(index);
			start = index;
		} else if (type === 2 && prev === 1 && prevPrev === 1 && index - 1 > start) {
			flush(index - 1);
			start = index - 1;
		}
		prevPrev = prev;
		prev = type;
	}
	flush(input.length);
	return result;
}

//#endregion
//#region src/utils/_getByteCount/_getByteCount.ts
let textEncoder;
/**
* Returns the byte count of the input.
*
* @param input The input to be measured.
*
* @returns The byte count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getByteCount(input) {
	if (!textEncoder) textEncoder = new TextEncoder();
	return textEncoder.encode(input).length;
}

//#endregion
//#region src/utils/_getCodePointCount/_getCodePointCount.ts
/**
* Returns the code point count of the input.
*
* @param input The input to be measured.
*
* @returns The code point count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getCodePointCount(input) {
	let count = input.length;
	const lengthMinus1 = input.length - 1;
	for (let i = 0; i < lengthMinus1;) if (input.codePointAt(i) <= 65535) i++;
	else {
		i += 2;
		count--;
	}
	return count;
}

//#endregion
//#region src/utils/_getGraphemeCount/_getGraphemeCount.ts
let segmenter;
/**
* Returns the grapheme count of the input.
*
* @param input The input to be measured.
*
* @returns The grapheme count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getGraphemeCount(input) {
	if (!segmenter) segmenter = new Intl.Segmenter();
	const segments = segmenter.segment(input);
	let count = 0;
	for (const _ of segments) count++;
	return count;
}

//#endregion
//#region src/utils/_getLastMetadata/_getLastMetadata.ts
/**
* Returns the last top-level value of a given metadata type from a schema
* using a breadth-first search that starts with the last item in the pipeline.
*
* @param schema The schema to search.
* @param type The metadata type.
*
* @returns The value, if any.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getLastMetadata(schema, type) {
	if ("pipe" in schema) {
		const nestedSchemas = [];
		for (let index = schema.pipe.length - 1; index >= 0; index--) {
			const item = schema.pipe[index];
			if (item.kind === "schema" && "pipe" in item) nestedSchemas.push(item);
			else if (item.kind === "metadata" && item.type === type) return item[type];
		}
		for (const nestedSchema of nestedSchemas) {
			const result = /* @__PURE__ */ _getLastMetadata(nestedSchema, type);
			if (result !== void 0) return result;
		}
	}
}

//#endregion
//#region src/utils/_getWordCount/_getWordCount.ts
let store;
/**
* Returns the word count of the input.
*
* @param locales The locales to be used.
* @param input The input to be measured.
*
* @returns The word count.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _getWordCount(locales, input) {
	if (!store) store = /* @__PURE__ */ new Map();
	const key = String(locales);
	let segmenter$1 = store.get(key);
	if (!segmenter$1) {
		segmenter$1 = new Intl.Segmenter(locales, { granularity: "word" });
		store.set(key, segmenter$1);
	}
	const segments = segmenter$1.segment(input);
	let count = 0;
	for (const segment of segments) if (segment.isWordLike) count++;
	return count;
}

//#endregion
//#region src/utils/_isLuhnAlgo/_isLuhnAlgo.ts
/**
* Non-digit regex.
*/
const NON_DIGIT_REGEX = /\D/gu;
/**
* Checks whether a string with numbers corresponds to the luhn algorithm.
*
* @param input The input to be checked.
*
* @returns Whether input is valid.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isLuhnAlgo(input) {
	const number$1 = input.replace(NON_DIGIT_REGEX, "");
	let length$1 = number$1.length;
	let bit = 1;
	let sum = 0;
	while (length$1) {
		const value$1 = +number$1[--length$1];
		bit ^= 1;
		sum += bit ? [
			0,
			2,
			4,
			6,
			8,
			1,
			3,
			5,
			7,
			9
		][value$1] : value$1;
	}
	return sum % 10 === 0;
}

//#endregion
//#region src/utils/_isSameValueZero/_isSameValueZero.ts
/**
* Compares two values using the SameValueZero algorithm, which treats `NaN`
* as equal to itself unlike `===`.
*
* @param value1 The first value.
* @param value2 The second value.
*
* @returns Whether the values are equal.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isSameValueZero(value1, value2) {
	return value1 === value2 || Number.isNaN(value1) && Number.isNaN(value2);
}

//#endregion
//#region src/utils/_isValidObjectKey/_isValidObjectKey.ts
/**
* Disallows inherited object properties and prevents object prototype
* pollution by disallowing certain keys.
*
* @param object The object to check.
* @param key The key to check.
*
* @returns Whether the key is allowed.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isValidObjectKey(object$1, key) {
	return Object.prototype.hasOwnProperty.call(object$1, key) && key !== "__proto__" && key !== "prototype" && key !== "constructor";
}

//#endregion
//#region src/utils/_isValueMatch/_isValueMatch.ts
/**
* Checks whether a value matches a value action requirement.
*
* @param requirement The value action requirement.
* @param value The value to check.
*
* @returns Whether the value matches the requirement.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isValueMatch(requirement, value$1) {
	return Number.isNaN(requirement) && Number.isNaN(value$1) || requirement <= value$1 && requirement >= value$1;
}

//#endregion
//#region src/utils/_joinExpects/_joinExpects.ts
/**
* Joins multiple `expects` values with the given separator.
*
* @param values The `expects` values.
* @param separator The separator.
*
* @returns The joined `expects` property.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _joinExpects(values$1, separator) {
	const list = [...new Set(values$1)];
	if (list.length > 1) return `(${list.join(` ${separator} `)})`;
	return list[0] ?? "never";
}

//#endregion
//#region src/utils/_standardSchema/_standardSchema.ts
/**
* Eagerly creates and attaches the Standard Schema properties of a schema.
*
* Hint: The contextual `this` type includes the standard properties that are
* attached before the schema is returned.
*
* @param schema The schema to attach standard properties to.
*
* @returns The schema with standard properties attached.
*
* @internal
*/
function _standardSchema(schema) {
	schema["~standard"] = {
		version: 1,
		vendor: "valibot",
		validate: (value$1) => schema["~run"]({ value: value$1 }, /* @__PURE__ */ getGlobalConfig())
	};
	return schema;
}

//#endregion
//#region src/utils/entriesFromList/entriesFromList.ts
/**
* Creates an object entries definition from a list of keys and a schema.
*
* @param list A list of keys.
* @param schema The schema of the keys.
*
* @returns The object entries.
*/
/* @__NO_SIDE_EFFECTS__ */
function entriesFromList(list, schema) {
	const entries$1 = {};
	for (const key of list) entries$1[key] = schema;
	return entries$1;
}

//#endregion
//#region src/utils/entriesFromObjects/entriesFromObjects.ts
/* @__NO_SIDE_EFFECTS__ */
function entriesFromObjects(schemas) {
	const entries$1 = {};
	for (const schema of schemas) Object.assign(entries$1, schema.entries);
	return entries$1;
}

//#endregion
//#region src/utils/getDotPath/getDotPath.ts
/* @__NO_SIDE_EFFECTS__ */
function getDotPath(issue) {
	if (issue.path) {
		let key = "";
		for (const item of issue.path) if (typeof item.key === "string" || typeof item.key === "number") if (key) key += `.${item.key}`;
		else key += item.key;
		else return null;
		return key;
	}
	return null;
}

//#endregion
//#region src/utils/isOfKind/isOfKind.ts
/**
* A generic type guard to check the kind of an object.
*
* @param kind The kind to check for.
* @param object The object to check.
*
* @returns Whether it matches.
*/
/* @__NO_SIDE_EFFECTS__ */
function isOfKind(kind, object$1) {
	return object$1.kind === kind;
}

//#endregion
//#region src/utils/isOfType/isOfType.ts
/**
* A generic type guard to check the type of an object.
*
* @param type The type to check for.
* @param object The object to check.
*
* @returns Whether it matches.
*/
/* @__NO_SIDE_EFFECTS__ */
function isOfType(type, object$1) {
	return object$1.type === type;
}

//#endregion
//#region src/utils/ValiError/ValiError.ts
/**
* A Valibot error with useful information.
*/
var ValiError = class extends Error {
	/**
	* Creates a Valibot error with useful information.
	*
	* @param issues The error issues.
	*/
	constructor(issues) {
		super(issues[0].message);
		this.name = "ValiError";
		this.issues = issues;
	}
};

//#endregion
//#region src/utils/isValiError/isValiError.ts
/**
* A type guard to check if an error is a ValiError.
*
* @param error The error to check.
*
* @returns Whether its a ValiError.
*/
/* @__NO_SIDE_EFFECTS__ */
function isValiError(error) {
	return error instanceof ValiError;
}

//#endregion
//#region src/actions/args/args.ts
/* @__NO_SIDE_EFFECTS__ */
function args(schema) {
	return {
		kind: "transformation",
		type: "args",
		reference: args,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = (...args_) => {
				const argsDataset = this.schema["~run"]({ value: args_ }, config$1);
				if (argsDataset.issues) throw new ValiError(argsDataset.issues);
				return func(...argsDataset.value);
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/args/argsAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function argsAsync(schema) {
	return {
		kind: "transformation",
		type: "args",
		reference: argsAsync,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = async (...args$1) => {
				const argsDataset = await schema["~run"]({ value: args$1 }, config$1);
				if (argsDataset.issues) throw new ValiError(argsDataset.issues);
				return func(...argsDataset.value);
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/await/awaitAsync.ts
/**
* Creates an await transformation action.
*
* @returns An await action.
*/
/* @__NO_SIDE_EFFECTS__ */
function awaitAsync() {
	return {
		kind: "transformation",
		type: "await",
		reference: awaitAsync,
		async: true,
		async "~run"(dataset) {
			dataset.value = await dataset.value;
			return dataset;
		}
	};
}

//#endregion
//#region src/regex.ts
/**
* [Base64](https://en.wikipedia.org/wiki/Base64) regex.
*/
const BASE64_REGEX = /^(?:[\da-z+/]{4})*(?:[\da-z+/]{2}==|[\da-z+/]{3}=)?$/iu;
/**
* [BIC](https://en.wikipedia.org/wiki/ISO_9362) regex.
*/
const BIC_REGEX = /^[A-Z]{6}(?!00)[\dA-Z]{2}(?:[\dA-Z]{3})?$/u;
/**
* [Cuid2](https://github.com/paralleldrive/cuid2) regex.
*/
const CUID2_REGEX = /^[a-z][\da-z]*$/u;
/**
* [Decimal](https://en.wikipedia.org/wiki/Decimal) regex.
*/
const DECIMAL_REGEX = /^[+-]?(?:\d*\.)?\d+$/u;
/**
* [Digits](https://en.wikipedia.org/wiki/Numerical_digit) regex.
*/
const DIGITS_REGEX = /^\d+$/u;
/**
* [Domain name](https://en.wikipedia.org/wiki/Domain_name) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
* ASCII-only validation. Internationalized domain names (IDNs) are not
* supported, including Punycode-encoded labels.
*/
const DOMAIN_REGEX = /^(?=.{1,253}$)(?:(?![Xx][Nn]--)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/u;
/**
* [Email address](https://en.wikipedia.org/wiki/Email_address) regex.
*
* Hint: We decided against the `i` flag to avoid matching non-ASCII characters.
*/
const EMAIL_REGEX = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;
/**
* Emoji regex from [emoji-regex-xs](https://github.com/slevithan/emoji-regex-xs) v1.0.0 (MIT license).
*
* Hint: We decided against the newer `/^\p{RGI_Emoji}+$/v` regex because it is
* not supported in older runtimes and does not match all emoji.
*/
const EMOJI_REGEX = /^(?:[\u{1F1E6}-\u{1F1FF}]{2}|\u{1F3F4}[\u{E0061}-\u{E007A}]{2}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{1,3}\u{E007F}|(?:\p{Emoji}\uFE0F\u20E3?|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|(?![\p{Emoji_Modifier_Base}\u{1F1E6}-\u{1F1FF}])\p{Emoji_Presentation})(?:\u200D(?:\p{Emoji}\uFE0F\u20E3?|\p{Emoji_Modifier_Base}\p{Emoji_Modifier}?|(?![\p{Emoji_Modifier_Base}\u{1F1E6}-\u{1F1FF}])\p{Emoji_Presentation}))*)+$/u;
/**
* [Hexadecimal](https://en.wikipedia.org/wiki/Hexadecimal) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const HEXADECIMAL_REGEX = /^(?:0[hx])?[\da-fA-F]+$/u;
/**
* [Hex color](https://en.wikipedia.org/wiki/Web_colors#Hex_triplet) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const HEX_COLOR_REGEX = /^#(?:[\da-fA-F]{3,4}|[\da-fA-F]{6}|[\da-fA-F]{8})$/u;
/**
* [IMEI](https://en.wikipedia.org/wiki/International_Mobile_Equipment_Identity) regex.
*/
const IMEI_REGEX = /^\d{15}$|^\d{2}-\d{6}-\d{6}-\d$/u;
/**
* [IPv4](https://en.wikipedia.org/wiki/IPv4) regex.
*/
const IPV4_REGEX = /^(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])(?:\.(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])){3}$/u;
/**
* [IPv6](https://en.wikipedia.org/wiki/IPv6) regex.
*/
const IPV6_REGEX = /^(?:(?:[\da-f]{1,4}:){7}[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,7}:|(?:[\da-f]{1,4}:){1,6}:[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,5}(?::[\da-f]{1,4}){1,2}|(?:[\da-f]{1,4}:){1,4}(?::[\da-f]{1,4}){1,3}|(?:[\da-f]{1,4}:){1,3}(?::[\da-f]{1,4}){1,4}|(?:[\da-f]{1,4}:){1,2}(?::[\da-f]{1,4}){1,5}|[\da-f]{1,4}:(?::[\da-f]{1,4}){1,6}|:(?:(?::[\da-f]{1,4}){1,7}|:)|fe80:(?::[\da-f]{0,4}){0,4}%[\da-z]+|::(?:f{4}(?::0{1,4})?:)?(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d)|(?:[\da-f]{1,4}:){1,4}:(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d))$/iu;
/**
* [IP](https://en.wikipedia.org/wiki/IP_address) regex.
*/
const IP_REGEX = /^(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])(?:\.(?:(?:[1-9]|1\d|2[0-4])?\d|25[0-5])){3}$|^(?:(?:[\da-f]{1,4}:){7}[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,7}:|(?:[\da-f]{1,4}:){1,6}:[\da-f]{1,4}|(?:[\da-f]{1,4}:){1,5}(?::[\da-f]{1,4}){1,2}|(?:[\da-f]{1,4}:){1,4}(?::[\da-f]{1,4}){1,3}|(?:[\da-f]{1,4}:){1,3}(?::[\da-f]{1,4}){1,4}|(?:[\da-f]{1,4}:){1,2}(?::[\da-f]{1,4}){1,5}|[\da-f]{1,4}:(?::[\da-f]{1,4}){1,6}|:(?:(?::[\da-f]{1,4}){1,7}|:)|fe80:(?::[\da-f]{0,4}){0,4}%[\da-z]+|::(?:f{4}(?::0{1,4})?:)?(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d)|(?:[\da-f]{1,4}:){1,4}:(?:(?:25[0-5]|(?:2[0-4]|1?\d)?\d)\.){3}(?:25[0-5]|(?:2[0-4]|1?\d)?\d))$/iu;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) date regex.
*/
const ISO_DATE_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) date-time regex.
*/
const ISO_DATE_TIME_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3]):[0-5]\d$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) date-time with seconds regex.
*/
const ISO_DATE_TIME_SECOND_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) time regex.
*/
const ISO_TIME_REGEX = /^(?:0\d|1\d|2[0-3]):[0-5]\d$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) time with seconds regex.
*/
const ISO_TIME_SECOND_REGEX = /^(?:0\d|1\d|2[0-3])(?::[0-5]\d){2}$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) timestamp regex. Allows a
* space as a date/time separator and an optional space before the UTC offset.
*/
const ISO_TIMESTAMP_REGEX = /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}(?:\.\d{1,9})?(?:Z| ?[+-](?:0\d|1\d|2[0-3])(?::?[0-5]\d)?)$/u;
/**
* [ISO 8601](https://en.wikipedia.org/wiki/ISO_8601) week regex.
*/
const ISO_WEEK_REGEX = /^\d{4}-W(?:0[1-9]|[1-4]\d|5[0-3])$/u;
/**
* [JWS compact serialization](https://datatracker.ietf.org/doc/html/rfc7515#section-3.1)
* regex.
*
* Hint: Empty payload and signature segments are allowed because the
* Base64URL-encoded representation of an empty octet sequence is an empty
* string.
*/
const JWS_COMPACT_REGEX = /^(?:[\w-]{2,3}|(?:[\w-]{4})+(?:[\w-]{2,3})?)\.(?:[\w-]{2,3}|(?:[\w-]{4})+(?:[\w-]{2,3})?)?\.(?:[\w-]{2,3}|(?:[\w-]{4})+(?:[\w-]{2,3})?)?$/u;
/**
* [ISRC](https://en.wikipedia.org/wiki/International_Standard_Recording_Code) regex.
*/
const ISRC_REGEX = /^(?:[A-Z]{2}[A-Z\d]{3}\d{7}|[A-Z]{2}-[A-Z\d]{3}-\d{2}-\d{5})$/u;
/**
* [KSUID](https://github.com/segmentio/ksuid) regex.
*/
const KSUID_REGEX = /^[a-zA-Z0-9]{27}$/u;
/**
* [MAC](https://en.wikipedia.org/wiki/MAC_address) 48 bit regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const MAC48_REGEX = /^(?:[\da-fA-F]{2}:){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){2}[\da-fA-F]{4}$/u;
/**
* [MAC](https://en.wikipedia.org/wiki/MAC_address) 64 bit regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const MAC64_REGEX = /^(?:[\da-fA-F]{2}:){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){3}[\da-fA-F]{4}$|^(?:[\da-fA-F]{4}:){3}[\da-fA-F]{4}$/u;
/**
* [MAC](https://en.wikipedia.org/wiki/MAC_address) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
*/
const MAC_REGEX = /^(?:[\da-fA-F]{2}:){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){5}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){2}[\da-fA-F]{4}$|^(?:[\da-fA-F]{2}:){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{2}-){7}[\da-fA-F]{2}$|^(?:[\da-fA-F]{4}\.){3}[\da-fA-F]{4}$|^(?:[\da-fA-F]{4}:){3}[\da-fA-F]{4}$/u;
/**
* [Nano ID](https://github.com/ai/nanoid) regex.
*/
const NANO_ID_REGEX = /^[\w-]+$/u;
/**
* [Octal](https://en.wikipedia.org/wiki/Octal) regex.
*/
const OCTAL_REGEX = /^(?:0o)?[0-7]+$/u;
/**
* [RFC 5322 email address](https://datatracker.ietf.org/doc/html/rfc5322#section-3.4.1) regex.
*
* Hint: This regex was taken from the [HTML Living Standard Specification](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address) and does not perfectly represent RFC 5322.
*/
const RFC_EMAIL_REGEX = /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/**
* [Slug](https://en.wikipedia.org/wiki/Clean_URL#Slug) regex.
*/
const SLUG_REGEX = /^[\da-z]+(?:[-_][\da-z]+)*$/u;
/**
* [ULID](https://github.com/ulid/spec) regex.
*
* Hint: We decided against the `i` flag for better JSON Schema compatibility.
* Hint: The first character is restricted to `[0-7]` because the 48-bit
* timestamp cannot exceed 2^48-1, making the maximum valid ULID
* `7ZZZZZZZZZZZZZZZZZZZZZZZZZ` in Crockford's Base32 encoding.
*/
const ULID_REGEX = /^[0-7][\da-hjkmnp-tv-zA-HJKMNP-TV-Z]{25}$/u;
/**
* [UUID](https://en.wikipedia.org/wiki/Universally_unique_identifier) regex.
*/
const UUID_REGEX = /^[\da-f]{8}(?:-[\da-f]{4}){3}-[\da-f]{12}$/iu;

//#endregion
//#region src/actions/base64/base64.ts
/* @__NO_SIDE_EFFECTS__ */
function base64(message$1) {
	return {
		kind: "validation",
		type: "base64",
		reference: base64,
		async: false,
		expects: null,
		requirement: BASE64_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "Base64", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/bic/bic.ts
/* @__NO_SIDE_EFFECTS__ */
function bic(message$1) {
	return {
		kind: "validation",
		type: "bic",
		reference: bic,
		async: false,
		expects: null,
		requirement: BIC_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "BIC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/brand/brand.ts
/**
* Creates a brand transformation action.
*
* @param name The brand name.
*
* @returns A brand action.
*/
/* @__NO_SIDE_EFFECTS__ */
function brand(name) {
	return {
		kind: "transformation",
		type: "brand",
		reference: brand,
		async: false,
		name,
		"~run"(dataset) {
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/bytes/bytes.ts
/* @__NO_SIDE_EFFECTS__ */
function bytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "bytes",
		reference: bytes,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 !== this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/check/check.ts
/* @__NO_SIDE_EFFECTS__ */
function check(requirement, message$1) {
	return {
		kind: "validation",
		type: "check",
		reference: check,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/check/checkAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function checkAsync(requirement, message$1) {
	return {
		kind: "validation",
		type: "check",
		reference: checkAsync,
		async: true,
		expects: null,
		requirement,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.typed && !await this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/checkItems/checkItems.ts
/* @__NO_SIDE_EFFECTS__ */
function checkItems(requirement, message$1) {
	return {
		kind: "validation",
		type: "check_items",
		reference: checkItems,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) for (let index = 0; index < dataset.value.length; index++) {
				const item = dataset.value[index];
				if (!this.requirement(item, index, dataset.value)) _addIssue(this, "item", dataset, config$1, {
					input: item,
					path: [{
						type: "array",
						origin: "value",
						input: dataset.value,
						key: index,
						value: item
					}]
				});
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/checkItems/checkItemsAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function checkItemsAsync(requirement, message$1) {
	return {
		kind: "validation",
		type: "check_items",
		reference: checkItemsAsync,
		async: true,
		expects: null,
		requirement,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.typed) {
				const requirementResults = await Promise.all(dataset.value.map(this.requirement));
				for (let index = 0; index < dataset.value.length; index++) if (!requirementResults[index]) {
					const item = dataset.value[index];
					_addIssue(this, "item", dataset, config$1, {
						input: item,
						path: [{
							type: "array",
							origin: "value",
							input: dataset.value,
							key: index,
							value: item
						}]
					});
				}
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/codePoints/codePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function codePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "code_points",
		reference: codePoints,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count !== this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/creditCard/creditCard.ts
/**
* Credit card regex.
*/
const CREDIT_CARD_REGEX = /^(?:\d{13,19}|\d{4}(?: \d{3,6}){2,4}|\d{4}(?:-\d{3,6}){2,4})$/u;
/**
* Sanitize regex.
*/
const SANITIZE_REGEX = /[- ]/gu;
/**
* Provider regex list.
*/
const PROVIDER_REGEX_LIST = (/* unused pure expression or super */ null && ([
	/^3[47]\d{13}$/u,
	/^3(?:0[0-5]|[68]\d)\d{11,13}$/u,
	/^6(?:011|5\d{2})\d{12,15}$/u,
	/^(?:2131|1800|35\d{3})\d{11}$/u,
	/^(?:5[1-5]\d{2}|222\d|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/u,
	/^(?:6[27]\d{14,17}|81\d{14,17})$/u,
	/^4\d{12}(?:\d{3,6})?$/u
]));
/* @__NO_SIDE_EFFECTS__ */
function creditCard(message$1) {
	return {
		kind: "validation",
		type: "credit_card",
		reference: creditCard,
		async: false,
		expects: null,
		requirement(input) {
			let sanitized;
			return CREDIT_CARD_REGEX.test(input) && (sanitized = input.replace(SANITIZE_REGEX, "")) && PROVIDER_REGEX_LIST.some((regex$1) => regex$1.test(sanitized)) && /* @__PURE__ */ _isLuhnAlgo(sanitized);
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "credit card", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/cuid2/cuid2.ts
/* @__NO_SIDE_EFFECTS__ */
function cuid2(message$1) {
	return {
		kind: "validation",
		type: "cuid2",
		reference: cuid2,
		async: false,
		expects: null,
		requirement: CUID2_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "Cuid2", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/decimal/decimal.ts
/* @__NO_SIDE_EFFECTS__ */
function decimal(message$1) {
	return {
		kind: "validation",
		type: "decimal",
		reference: decimal,
		async: false,
		expects: null,
		requirement: DECIMAL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "decimal", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/description/description.ts
/**
* Creates a description metadata action.
*
* @param description_ The description text.
*
* @returns A description action.
*/
/* @__NO_SIDE_EFFECTS__ */
function description(description_) {
	return {
		kind: "metadata",
		type: "description",
		reference: description,
		description: description_
	};
}

//#endregion
//#region src/actions/digits/digits.ts
/* @__NO_SIDE_EFFECTS__ */
function digits(message$1) {
	return {
		kind: "validation",
		type: "digits",
		reference: digits,
		async: false,
		expects: null,
		requirement: DIGITS_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "digits", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/domain/domain.ts
/* @__NO_SIDE_EFFECTS__ */
function domain(message$1) {
	return {
		kind: "validation",
		type: "domain",
		reference: domain,
		expects: null,
		async: false,
		requirement: DOMAIN_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "domain", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/email/email.ts
/* @__NO_SIDE_EFFECTS__ */
function email(message$1) {
	return {
		kind: "validation",
		type: "email",
		reference: email,
		expects: null,
		async: false,
		requirement: EMAIL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "email", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/emoji/emoji.ts
/* @__NO_SIDE_EFFECTS__ */
function emoji(message$1) {
	return {
		kind: "validation",
		type: "emoji",
		reference: emoji,
		async: false,
		expects: null,
		requirement: EMOJI_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "emoji", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/empty/empty.ts
/* @__NO_SIDE_EFFECTS__ */
function empty(message$1) {
	return {
		kind: "validation",
		type: "empty",
		reference: empty,
		async: false,
		expects: "0",
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length > 0) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/endsWith/endsWith.ts
/* @__NO_SIDE_EFFECTS__ */
function endsWith(requirement, message$1) {
	return {
		kind: "validation",
		type: "ends_with",
		reference: endsWith,
		async: false,
		expects: `"${requirement}"`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.endsWith(this.requirement)) _addIssue(this, "end", dataset, config$1, { received: `"${dataset.value.slice(-this.requirement.length)}"` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/entries/entries.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_entries(requirement, message$1) {
	return {
		kind: "validation",
		type: "entries",
		reference: dist_entries,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count !== this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/everyItem/everyItem.ts
/* @__NO_SIDE_EFFECTS__ */
function everyItem(requirement, message$1) {
	return {
		kind: "validation",
		type: "every_item",
		reference: everyItem,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.every(this.requirement)) _addIssue(this, "item", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/examples/examples.ts
/**
* Creates an examples metadata action.
*
* @param examples_ The examples.
*
* @returns An examples action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function examples(examples_) {
	return {
		kind: "metadata",
		type: "examples",
		reference: examples,
		examples: examples_
	};
}

//#endregion
//#region src/actions/excludes/excludes.ts
/* @__NO_SIDE_EFFECTS__ */
function excludes(requirement, message$1) {
	const received = /* @__PURE__ */ _stringify(requirement);
	return {
		kind: "validation",
		type: "excludes",
		reference: excludes,
		async: false,
		expects: `!${received}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.includes(this.requirement)) _addIssue(this, "content", dataset, config$1, { received });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/filterItems/filterItems.ts
/* @__NO_SIDE_EFFECTS__ */
function filterItems(operation) {
	return {
		kind: "transformation",
		type: "filter_items",
		reference: filterItems,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.filter(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/findItem/findItem.ts
/* @__NO_SIDE_EFFECTS__ */
function findItem(operation) {
	return {
		kind: "transformation",
		type: "find_item",
		reference: findItem,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.find(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/finite/finite.ts
/* @__NO_SIDE_EFFECTS__ */
function finite(message$1) {
	return {
		kind: "validation",
		type: "finite",
		reference: finite,
		async: false,
		expects: null,
		requirement: Number.isFinite,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "finite", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/flavor/flavor.ts
/**
* Creates a flavor transformation action.
*
* @param name The flavor name.
*
* @returns A flavor action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function flavor(name) {
	return {
		kind: "transformation",
		type: "flavor",
		reference: flavor,
		async: false,
		name,
		"~run"(dataset) {
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/graphemes/graphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function graphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "graphemes",
		reference: graphemes,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count !== this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/gtValue/gtValue.ts
/* @__NO_SIDE_EFFECTS__ */
function gtValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "gt_value",
		reference: gtValue,
		async: false,
		expects: `>${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value > this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/guard/guard.ts
/* @__NO_SIDE_EFFECTS__ */
function guard(requirement, message$1) {
	return {
		kind: "transformation",
		type: "guard",
		reference: guard,
		async: false,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) {
				_addIssue(this, "input", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/hash/hash.ts
/**
* Hash lengths object.
*/
const HASH_LENGTHS = (/* unused pure expression or super */ null && ({
	md4: 32,
	md5: 32,
	sha1: 40,
	sha256: 64,
	sha384: 96,
	sha512: 128,
	ripemd128: 32,
	ripemd160: 40,
	tiger128: 32,
	tiger160: 40,
	tiger192: 48,
	crc32: 8,
	crc32b: 8,
	adler32: 8
}));
/* @__NO_SIDE_EFFECTS__ */
function hash(types, message$1) {
	return {
		kind: "validation",
		type: "hash",
		reference: hash,
		expects: null,
		async: false,
		requirement: RegExp(types.map((type) => `^[a-fA-F0-9]{${HASH_LENGTHS[type]}}$`).join("|"), "u"),
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "hash", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/hexadecimal/hexadecimal.ts
/* @__NO_SIDE_EFFECTS__ */
function hexadecimal(message$1) {
	return {
		kind: "validation",
		type: "hexadecimal",
		reference: hexadecimal,
		async: false,
		expects: null,
		requirement: HEXADECIMAL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "hexadecimal", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/hexColor/hexColor.ts
/* @__NO_SIDE_EFFECTS__ */
function hexColor(message$1) {
	return {
		kind: "validation",
		type: "hex_color",
		reference: hexColor,
		async: false,
		expects: null,
		requirement: HEX_COLOR_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "hex color", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/imei/imei.ts
/* @__NO_SIDE_EFFECTS__ */
function imei(message$1) {
	return {
		kind: "validation",
		type: "imei",
		reference: imei,
		async: false,
		expects: null,
		requirement(input) {
			return IMEI_REGEX.test(input) && /* @__PURE__ */ _isLuhnAlgo(input);
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "IMEI", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/includes/includes.ts
/* @__NO_SIDE_EFFECTS__ */
function includes(requirement, message$1) {
	const expects = /* @__PURE__ */ _stringify(requirement);
	return {
		kind: "validation",
		type: "includes",
		reference: includes,
		async: false,
		expects,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.includes(this.requirement)) _addIssue(this, "content", dataset, config$1, { received: `!${expects}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/integer/integer.ts
/* @__NO_SIDE_EFFECTS__ */
function integer(message$1) {
	return {
		kind: "validation",
		type: "integer",
		reference: integer,
		async: false,
		expects: null,
		requirement: Number.isInteger,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "integer", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ip/ip.ts
/* @__NO_SIDE_EFFECTS__ */
function ip(message$1) {
	return {
		kind: "validation",
		type: "ip",
		reference: ip,
		async: false,
		expects: null,
		requirement: IP_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "IP", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ipv4/ipv4.ts
/* @__NO_SIDE_EFFECTS__ */
function ipv4(message$1) {
	return {
		kind: "validation",
		type: "ipv4",
		reference: ipv4,
		async: false,
		expects: null,
		requirement: IPV4_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "IPv4", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ipv6/ipv6.ts
/* @__NO_SIDE_EFFECTS__ */
function ipv6(message$1) {
	return {
		kind: "validation",
		type: "ipv6",
		reference: ipv6,
		async: false,
		expects: null,
		requirement: IPV6_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "IPv6", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isbn/utils/_isIsbn10.ts
/**
* [Validates an ISBN-10](https://en.wikipedia.org/wiki/ISBN#ISBN-10_check_digits).
*
* @param input The input value.
*
* @returns `true` if the input is a valid ISBN-10, `false` otherwise.
*
* @internal
*/
function _isIsbn10(input) {
	const digits$1 = input.split("").map((c) => c === "X" ? 10 : parseInt(c));
	let sum = 0;
	for (let i = 0; i < 10; i++) sum += digits$1[i] * (10 - i);
	return sum % 11 === 0;
}

//#endregion
//#region src/actions/isbn/utils/_isIsbn13.ts
/**
* [Validates an ISBN-13](https://en.wikipedia.org/wiki/ISBN#ISBN-13_check_digit_calculation).
*
* @param input The input value.
*
* @returns `true` if the input is a valid ISBN-13, `false` otherwise.
*
* @internal
*/
function _isIsbn13(input) {
	const digits$1 = input.split("").map((c) => parseInt(c));
	let sum = 0;
	for (let i = 0; i < 13; i++) sum += digits$1[i] * (i % 2 === 0 ? 1 : 3);
	return sum % 10 === 0;
}

//#endregion
//#region src/actions/isbn/isbn.ts
/**
* ISBN separator regex.
*/
const ISBN_SEPARATOR_REGEX = /[- ]/gu;
/**
* ISBN-10 detection regex.
*/
const ISBN_10_DETECTION_REGEX = /^\d{9}[\dX]$/u;
/**
* ISBN-13 detection regex.
*/
const ISBN_13_DETECTION_REGEX = /^\d{13}$/u;
/* @__NO_SIDE_EFFECTS__ */
function isbn(message$1) {
	return {
		kind: "validation",
		type: "isbn",
		reference: isbn,
		async: false,
		expects: null,
		requirement(input) {
			const replacedInput = input.replace(ISBN_SEPARATOR_REGEX, "");
			if (ISBN_10_DETECTION_REGEX.test(replacedInput)) return _isIsbn10(replacedInput);
			else if (ISBN_13_DETECTION_REGEX.test(replacedInput)) return _isIsbn13(replacedInput);
			return false;
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "ISBN", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isrc/isrc.ts
/* @__NO_SIDE_EFFECTS__ */
function isrc(message$1) {
	return {
		kind: "validation",
		type: "isrc",
		reference: isrc,
		async: false,
		expects: null,
		requirement: ISRC_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "ISRC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoDate/isoDate.ts
/* @__NO_SIDE_EFFECTS__ */
function isoDate(message$1) {
	return {
		kind: "validation",
		type: "iso_date",
		reference: isoDate,
		async: false,
		expects: null,
		requirement: ISO_DATE_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "date", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoDateTime/isoDateTime.ts
/* @__NO_SIDE_EFFECTS__ */
function isoDateTime(message$1) {
	return {
		kind: "validation",
		type: "iso_date_time",
		reference: isoDateTime,
		async: false,
		expects: null,
		requirement: ISO_DATE_TIME_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "date-time", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoDateTimeSecond/isoDateTimeSecond.ts
/* @__NO_SIDE_EFFECTS__ */
function isoDateTimeSecond(message$1) {
	return {
		kind: "validation",
		type: "iso_date_time_second",
		reference: isoDateTimeSecond,
		async: false,
		expects: null,
		requirement: ISO_DATE_TIME_SECOND_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "date-time-second", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoTime/isoTime.ts
/* @__NO_SIDE_EFFECTS__ */
function isoTime(message$1) {
	return {
		kind: "validation",
		type: "iso_time",
		reference: isoTime,
		async: false,
		expects: null,
		requirement: ISO_TIME_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "time", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoTimeSecond/isoTimeSecond.ts
/* @__NO_SIDE_EFFECTS__ */
function isoTimeSecond(message$1) {
	return {
		kind: "validation",
		type: "iso_time_second",
		reference: isoTimeSecond,
		async: false,
		expects: null,
		requirement: ISO_TIME_SECOND_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "time-second", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoTimestamp/isoTimestamp.ts
/* @__NO_SIDE_EFFECTS__ */
function isoTimestamp(message$1) {
	return {
		kind: "validation",
		type: "iso_timestamp",
		reference: isoTimestamp,
		async: false,
		expects: null,
		requirement: ISO_TIMESTAMP_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "timestamp", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/isoWeek/isoWeek.ts
/* @__NO_SIDE_EFFECTS__ */
function isoWeek(message$1) {
	return {
		kind: "validation",
		type: "iso_week",
		reference: isoWeek,
		async: false,
		expects: null,
		requirement: ISO_WEEK_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "week", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/jwsCompact/jwsCompact.ts
/* @__NO_SIDE_EFFECTS__ */
function jwsCompact(message$1) {
	return {
		kind: "validation",
		type: "jws_compact",
		reference: jwsCompact,
		async: false,
		expects: null,
		requirement: JWS_COMPACT_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "JWS compact", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ksuid/ksuid.ts
/* @__NO_SIDE_EFFECTS__ */
function ksuid(message$1) {
	return {
		kind: "validation",
		type: "ksuid",
		reference: ksuid,
		async: false,
		expects: null,
		requirement: KSUID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "KSUID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/length/length.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_length(requirement, message$1) {
	return {
		kind: "validation",
		type: "length",
		reference: dist_length,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length !== this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ltValue/ltValue.ts
/* @__NO_SIDE_EFFECTS__ */
function ltValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "lt_value",
		reference: ltValue,
		async: false,
		expects: `<${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value < this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mac/mac.ts
/* @__NO_SIDE_EFFECTS__ */
function mac(message$1) {
	return {
		kind: "validation",
		type: "mac",
		reference: mac,
		async: false,
		expects: null,
		requirement: MAC_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "MAC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mac48/mac48.ts
/* @__NO_SIDE_EFFECTS__ */
function mac48(message$1) {
	return {
		kind: "validation",
		type: "mac48",
		reference: mac48,
		async: false,
		expects: null,
		requirement: MAC48_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "48-bit MAC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mac64/mac64.ts
/* @__NO_SIDE_EFFECTS__ */
function mac64(message$1) {
	return {
		kind: "validation",
		type: "mac64",
		reference: mac64,
		async: false,
		expects: null,
		requirement: MAC64_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "64-bit MAC", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/mapItems/mapItems.ts
/* @__NO_SIDE_EFFECTS__ */
function mapItems(operation) {
	return {
		kind: "transformation",
		type: "map_items",
		reference: mapItems,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.map(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxBytes/maxBytes.ts
/* @__NO_SIDE_EFFECTS__ */
function maxBytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_bytes",
		reference: maxBytes,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 > this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxCodePoints/maxCodePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function maxCodePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_code_points",
		reference: maxCodePoints,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count > this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxEntries/maxEntries.ts
/* @__NO_SIDE_EFFECTS__ */
function maxEntries(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_entries",
		reference: maxEntries,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count > this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxGraphemes/maxGraphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function maxGraphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_graphemes",
		reference: maxGraphemes,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count > this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxLength/maxLength.ts
/* @__NO_SIDE_EFFECTS__ */
function maxLength(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_length",
		reference: maxLength,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length > this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxSize/maxSize.ts
/* @__NO_SIDE_EFFECTS__ */
function maxSize(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_size",
		reference: maxSize,
		async: false,
		expects: `<=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size > this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxValue/maxValue.ts
/* @__NO_SIDE_EFFECTS__ */
function maxValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "max_value",
		reference: maxValue,
		async: false,
		expects: `<=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value <= this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/maxWords/maxWords.ts
/* @__NO_SIDE_EFFECTS__ */
function maxWords(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "max_words",
		reference: maxWords,
		async: false,
		expects: `<=${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count > this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/metadata/metadata.ts
/**
* Creates a custom metadata action.
*
* @param metadata_ The metadata object.
*
* @returns A metadata action.
*/
/* @__NO_SIDE_EFFECTS__ */
function metadata(metadata_) {
	return {
		kind: "metadata",
		type: "metadata",
		reference: metadata,
		metadata: metadata_
	};
}

//#endregion
//#region src/actions/mimeType/mimeType.ts
/* @__NO_SIDE_EFFECTS__ */
function mimeType(requirement, message$1) {
	return {
		kind: "validation",
		type: "mime_type",
		reference: mimeType,
		async: false,
		expects: /* @__PURE__ */ _joinExpects(requirement.map((option) => `"${option}"`), "|"),
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.includes(dataset.value.type)) _addIssue(this, "MIME type", dataset, config$1, { received: `"${dataset.value.type}"` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minBytes/minBytes.ts
/* @__NO_SIDE_EFFECTS__ */
function minBytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_bytes",
		reference: minBytes,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 < this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minCodePoints/minCodePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function minCodePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_code_points",
		reference: minCodePoints,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count < this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minEntries/minEntries.ts
/* @__NO_SIDE_EFFECTS__ */
function minEntries(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_entries",
		reference: minEntries,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count < this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minGraphemes/minGraphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function minGraphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_graphemes",
		reference: minGraphemes,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count < this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minLength/minLength.ts
/* @__NO_SIDE_EFFECTS__ */
function minLength(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_length",
		reference: minLength,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length < this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minSize/minSize.ts
/* @__NO_SIDE_EFFECTS__ */
function minSize(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_size",
		reference: minSize,
		async: false,
		expects: `>=${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size < this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minValue/minValue.ts
/* @__NO_SIDE_EFFECTS__ */
function minValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "min_value",
		reference: minValue,
		async: false,
		expects: `>=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !(dataset.value >= this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/minWords/minWords.ts
/* @__NO_SIDE_EFFECTS__ */
function minWords(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "min_words",
		reference: minWords,
		async: false,
		expects: `>=${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count < this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/multipleOf/multipleOf.ts
/* @__NO_SIDE_EFFECTS__ */
function multipleOf(requirement, message$1) {
	return {
		kind: "validation",
		type: "multiple_of",
		reference: multipleOf,
		async: false,
		expects: `%${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value % this.requirement != 0) _addIssue(this, "multiple", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/nanoid/nanoid.ts
/* @__NO_SIDE_EFFECTS__ */
function nanoid(message$1) {
	return {
		kind: "validation",
		type: "nanoid",
		reference: nanoid,
		async: false,
		expects: null,
		requirement: NANO_ID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "Nano ID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/nonEmpty/nonEmpty.ts
/* @__NO_SIDE_EFFECTS__ */
function nonEmpty(message$1) {
	return {
		kind: "validation",
		type: "non_empty",
		reference: nonEmpty,
		async: false,
		expects: "!0",
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length === 0) _addIssue(this, "length", dataset, config$1, { received: "0" });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/normalize/normalize.ts
/* @__NO_SIDE_EFFECTS__ */
function normalize(form) {
	return {
		kind: "transformation",
		type: "normalize",
		reference: normalize,
		async: false,
		form,
		"~run"(dataset) {
			dataset.value = dataset.value.normalize(this.form);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notBytes/notBytes.ts
/* @__NO_SIDE_EFFECTS__ */
function notBytes(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_bytes",
		reference: notBytes,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const length$1 = /* @__PURE__ */ _getByteCount(dataset.value);
				if (length$1 === this.requirement) _addIssue(this, "bytes", dataset, config$1, { received: `${length$1}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notCodePoints/notCodePoints.ts
/* @__NO_SIDE_EFFECTS__ */
function notCodePoints(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_code_points",
		reference: notCodePoints,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getCodePointCount(dataset.value);
				if (count === this.requirement) _addIssue(this, "code points", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notEntries/notEntries.ts
/* @__NO_SIDE_EFFECTS__ */
function notEntries(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_entries",
		reference: notEntries,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!dataset.typed) return dataset;
			const count = Object.keys(dataset.value).length;
			if (dataset.typed && count === this.requirement) _addIssue(this, "entries", dataset, config$1, { received: `${count}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notGraphemes/notGraphemes.ts
/* @__NO_SIDE_EFFECTS__ */
function notGraphemes(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_graphemes",
		reference: notGraphemes,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getGraphemeCount(dataset.value);
				if (count === this.requirement) _addIssue(this, "graphemes", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notLength/notLength.ts
/* @__NO_SIDE_EFFECTS__ */
function notLength(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_length",
		reference: notLength,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.length === this.requirement) _addIssue(this, "length", dataset, config$1, { received: `${dataset.value.length}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notSize/notSize.ts
/* @__NO_SIDE_EFFECTS__ */
function notSize(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_size",
		reference: notSize,
		async: false,
		expects: `!${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size === this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notValue/notValue.ts
/* @__NO_SIDE_EFFECTS__ */
function notValue(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_value",
		reference: notValue,
		async: false,
		expects: requirement instanceof Date ? `!${requirement.toJSON()}` : `!${/* @__PURE__ */ _stringify(requirement)}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && /* @__PURE__ */ _isValueMatch(this.requirement, dataset.value)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notValues/notValues.ts
/* @__NO_SIDE_EFFECTS__ */
function notValues(requirement, message$1) {
	return {
		kind: "validation",
		type: "not_values",
		reference: notValues,
		async: false,
		expects: `!${/* @__PURE__ */ _joinExpects(requirement.map((value$1) => value$1 instanceof Date ? value$1.toJSON() : /* @__PURE__ */ _stringify(value$1)), "|")}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && this.requirement.some((requirement$1) => /* @__PURE__ */ _isValueMatch(requirement$1, dataset.value))) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/notWords/notWords.ts
/* @__NO_SIDE_EFFECTS__ */
function notWords(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "not_words",
		reference: notWords,
		async: false,
		expects: `!${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count === this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/octal/octal.ts
/* @__NO_SIDE_EFFECTS__ */
function octal(message$1) {
	return {
		kind: "validation",
		type: "octal",
		reference: octal,
		async: false,
		expects: null,
		requirement: OCTAL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "octal", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/parseBoolean/parseBoolean.ts
const TRUTHY = (/* unused pure expression or super */ null && ([
	true,
	1,
	"true",
	"1",
	"yes",
	"y",
	"on",
	"enabled"
]));
const FALSY = (/* unused pure expression or super */ null && ([
	false,
	0,
	"false",
	"0",
	"no",
	"n",
	"off",
	"disabled"
]));
/* @__NO_SIDE_EFFECTS__ */
function parseBoolean(config$1, message$1) {
	const normalize$1 = (v) => typeof v === "string" ? v.toLowerCase() : v;
	const truthyRaw = config$1?.truthy ?? TRUTHY;
	const falsyRaw = config$1?.falsy ?? FALSY;
	const truthy = config$1?.truthy ? config$1.truthy.map(normalize$1) : TRUTHY;
	const falsy = config$1?.falsy ? config$1.falsy.map(normalize$1) : FALSY;
	return {
		kind: "transformation",
		type: "parse_boolean",
		reference: parseBoolean,
		expects: /* @__PURE__ */ _joinExpects([...truthyRaw, ...falsyRaw].map(_stringify), "|"),
		config: config$1,
		message: message$1,
		async: false,
		"~run"(dataset, config$2) {
			const input = normalize$1(dataset.value);
			if (truthy.includes(input)) dataset.value = true;
			else if (falsy.includes(input)) dataset.value = false;
			else {
				_addIssue(this, "boolean", dataset, config$2);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/parseJson/parseJson.ts
/* @__NO_SIDE_EFFECTS__ */
function parseJson(config$1, message$1) {
	return {
		kind: "transformation",
		type: "parse_json",
		reference: parseJson,
		config: config$1,
		message: message$1,
		async: false,
		"~run"(dataset, config$2) {
			try {
				dataset.value = JSON.parse(dataset.value, this.config?.reviver);
			} catch (error) {
				if (error instanceof Error) {
					_addIssue(this, "JSON", dataset, config$2, { received: `"${error.message}"` });
					dataset.typed = false;
				} else throw error;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/partialCheck/utils/_isPartiallyTyped/_isPartiallyTyped.ts
/**
* Checks if a dataset is partially typed.
*
* @param dataset The dataset to check.
* @param paths The paths to check.
*
* @returns Whether it is partially typed.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _isPartiallyTyped(dataset, paths) {
	if (dataset.issues) for (const path of paths) for (const issue of dataset.issues) {
		let typed = false;
		const bound = Math.min(path.length, issue.path?.length ?? 0);
		for (let index = 0; index < bound; index++) if (path[index] !== issue.path[index].key && (path[index] !== "$" || issue.path[index].type !== "array")) {
			typed = true;
			break;
		}
		if (!typed) return false;
	}
	return true;
}

//#endregion
//#region src/actions/partialCheck/partialCheck.ts
/* @__NO_SIDE_EFFECTS__ */
function partialCheck(paths, requirement, message$1) {
	return {
		kind: "validation",
		type: "partial_check",
		reference: partialCheck,
		async: false,
		expects: null,
		paths,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if ((dataset.typed || /* @__PURE__ */ _isPartiallyTyped(dataset, paths)) && !this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/partialCheck/partialCheckAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function partialCheckAsync(paths, requirement, message$1) {
	return {
		kind: "validation",
		type: "partial_check",
		reference: partialCheckAsync,
		async: true,
		expects: null,
		paths,
		requirement,
		message: message$1,
		async "~run"(dataset, config$1) {
			if ((dataset.typed || /* @__PURE__ */ _isPartiallyTyped(dataset, paths)) && !await this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawCheck/rawCheck.ts
/**
* Creates a raw check validation action.
*
* @param action The validation action.
*
* @returns A raw check action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawCheck(action) {
	return {
		kind: "validation",
		type: "raw_check",
		reference: rawCheck,
		async: false,
		expects: null,
		"~run"(dataset, config$1) {
			action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info)
			});
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawCheck/rawCheckAsync.ts
/**
* Creates a raw check validation action.
*
* @param action The validation action.
*
* @returns A raw check action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawCheckAsync(action) {
	return {
		kind: "validation",
		type: "raw_check",
		reference: rawCheckAsync,
		async: true,
		expects: null,
		async "~run"(dataset, config$1) {
			await action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info)
			});
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawTransform/rawTransform.ts
/**
* Creates a raw transformation action.
*
* @param action The transformation action.
*
* @returns A raw transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawTransform(action) {
	return {
		kind: "transformation",
		type: "raw_transform",
		reference: rawTransform,
		async: false,
		"~run"(dataset, config$1) {
			const output = action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info),
				NEVER: null
			});
			if (dataset.issues) dataset.typed = false;
			else dataset.value = output;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rawTransform/rawTransformAsync.ts
/**
* Creates a raw transformation action.
*
* @param action The transformation action.
*
* @returns A raw transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function rawTransformAsync(action) {
	return {
		kind: "transformation",
		type: "raw_transform",
		reference: rawTransformAsync,
		async: true,
		async "~run"(dataset, config$1) {
			const output = await action({
				dataset,
				config: config$1,
				addIssue: (info) => _addIssue(this, info?.label ?? "input", dataset, config$1, info),
				NEVER: null
			});
			if (dataset.issues) dataset.typed = false;
			else dataset.value = output;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/readonly/readonly.ts
/* @__NO_SIDE_EFFECTS__ */
function readonly() {
	return {
		kind: "transformation",
		type: "readonly",
		reference: readonly,
		async: false,
		"~run"(dataset) {
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/reduceItems/reduceItems.ts
/* @__NO_SIDE_EFFECTS__ */
function reduceItems(operation, initial) {
	return {
		kind: "transformation",
		type: "reduce_items",
		reference: reduceItems,
		async: false,
		operation,
		initial,
		"~run"(dataset) {
			dataset.value = dataset.value.reduce(this.operation, this.initial);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/regex/regex.ts
/* @__NO_SIDE_EFFECTS__ */
function regex(requirement, message$1) {
	return {
		kind: "validation",
		type: "regex",
		reference: regex,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "format", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/returns/returns.ts
/* @__NO_SIDE_EFFECTS__ */
function returns(schema) {
	return {
		kind: "transformation",
		type: "returns",
		reference: returns,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = (...args_) => {
				const returnsDataset = this.schema["~run"]({ value: func(...args_) }, config$1);
				if (returnsDataset.issues) throw new ValiError(returnsDataset.issues);
				return returnsDataset.value;
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/returns/returnsAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function returnsAsync(schema) {
	return {
		kind: "transformation",
		type: "returns",
		reference: returnsAsync,
		async: false,
		schema,
		"~run"(dataset, config$1) {
			const func = dataset.value;
			dataset.value = async (...args_) => {
				const returnsDataset = await this.schema["~run"]({ value: await func(...args_) }, config$1);
				if (returnsDataset.issues) throw new ValiError(returnsDataset.issues);
				return returnsDataset.value;
			};
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/rfcEmail/rfcEmail.ts
/* @__NO_SIDE_EFFECTS__ */
function rfcEmail(message$1) {
	return {
		kind: "validation",
		type: "rfc_email",
		reference: rfcEmail,
		expects: null,
		async: false,
		requirement: RFC_EMAIL_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "email", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/safeInteger/safeInteger.ts
/* @__NO_SIDE_EFFECTS__ */
function safeInteger(message$1) {
	return {
		kind: "validation",
		type: "safe_integer",
		reference: safeInteger,
		async: false,
		expects: null,
		requirement: Number.isSafeInteger,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "safe integer", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/size/size.ts
/* @__NO_SIDE_EFFECTS__ */
function size(requirement, message$1) {
	return {
		kind: "validation",
		type: "size",
		reference: size,
		async: false,
		expects: `${requirement}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && dataset.value.size !== this.requirement) _addIssue(this, "size", dataset, config$1, { received: `${dataset.value.size}` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/slug/slug.ts
/* @__NO_SIDE_EFFECTS__ */
function slug(message$1) {
	return {
		kind: "validation",
		type: "slug",
		reference: slug,
		async: false,
		expects: null,
		requirement: SLUG_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "slug", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/someItem/someItem.ts
/* @__NO_SIDE_EFFECTS__ */
function someItem(requirement, message$1) {
	return {
		kind: "validation",
		type: "some_item",
		reference: someItem,
		async: false,
		expects: null,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.some(this.requirement)) _addIssue(this, "item", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/sortItems/sortItems.ts
/* @__NO_SIDE_EFFECTS__ */
function sortItems(operation) {
	return {
		kind: "transformation",
		type: "sort_items",
		reference: sortItems,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = dataset.value.sort(this.operation);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/startsWith/startsWith.ts
/* @__NO_SIDE_EFFECTS__ */
function startsWith(requirement, message$1) {
	return {
		kind: "validation",
		type: "starts_with",
		reference: startsWith,
		async: false,
		expects: `"${requirement}"`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !dataset.value.startsWith(this.requirement)) _addIssue(this, "start", dataset, config$1, { received: `"${dataset.value.slice(0, this.requirement.length)}"` });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/stringifyJson/stringifyJson.ts
/* @__NO_SIDE_EFFECTS__ */
function stringifyJson(config$1, message$1) {
	return {
		kind: "transformation",
		type: "stringify_json",
		reference: stringifyJson,
		message: message$1,
		config: config$1,
		async: false,
		"~run"(dataset, config$2) {
			try {
				const output = JSON.stringify(dataset.value, this.config?.replacer, this.config?.space);
				if (output === void 0) {
					_addIssue(this, "JSON", dataset, config$2);
					dataset.typed = false;
				} else dataset.value = output;
			} catch (error) {
				if (error instanceof Error) {
					_addIssue(this, "JSON", dataset, config$2, { received: `"${error.message}"` });
					dataset.typed = false;
				} else throw error;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/title/title.ts
/**
* Creates a title metadata action.
*
* @param title_ The title text.
*
* @returns A title action.
*/
/* @__NO_SIDE_EFFECTS__ */
function title(title_) {
	return {
		kind: "metadata",
		type: "title",
		reference: title,
		title: title_
	};
}

//#endregion
//#region src/actions/toBigint/toBigint.ts
/* @__NO_SIDE_EFFECTS__ */
function toBigint(message$1) {
	return {
		kind: "transformation",
		type: "to_bigint",
		reference: toBigint,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = BigInt(dataset.value);
			} catch {
				_addIssue(this, "bigint", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toBoolean/toBoolean.ts
/**
* Creates a to boolean transformation action.
*
* @returns A to boolean action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toBoolean() {
	return {
		kind: "transformation",
		type: "to_boolean",
		reference: toBoolean,
		async: false,
		"~run"(dataset) {
			dataset.value = Boolean(dataset.value);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toCamelCase/toCamelCase.ts
/**
* Creates a to camel case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` →
* `parseUrlValue`) and digits stay attached to the preceding token (e.g.
* `item2Name` → `item2Name`).
*
* @returns A to camel case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toCamelCase() {
	return {
		kind: "transformation",
		type: "to_camel_case",
		reference: toCamelCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "", false, true);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toDate/toDate.ts
/* @__NO_SIDE_EFFECTS__ */
function toDate(message$1) {
	return {
		kind: "transformation",
		type: "to_date",
		reference: toDate,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = new Date(dataset.value);
				if (isNaN(dataset.value)) {
					_addIssue(this, "date", dataset, config$1, { received: "\"Invalid Date\"" });
					dataset.typed = false;
				}
			} catch {
				_addIssue(this, "date", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toKebabCase/toKebabCase.ts
/**
* Creates a to kebab case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` →
* `parse-url-value`) and digits stay attached to the preceding token (e.g.
* `item2Name` → `item2-name`).
*
* @returns A to kebab case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toKebabCase() {
	return {
		kind: "transformation",
		type: "to_kebab_case",
		reference: toKebabCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "-", false, false);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toLowerCase/toLowerCase.ts
/**
* Creates a to lower case transformation action.
*
* @returns A to lower case action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toLowerCase() {
	return {
		kind: "transformation",
		type: "to_lower_case",
		reference: toLowerCase,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.toLowerCase();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toMaxValue/toMaxValue.ts
/**
* Creates a to max value transformation action.
*
* @param requirement The maximum value.
*
* @returns A to max value action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toMaxValue(requirement) {
	return {
		kind: "transformation",
		type: "to_max_value",
		reference: toMaxValue,
		async: false,
		requirement,
		"~run"(dataset) {
			dataset.value = dataset.value > this.requirement ? this.requirement : dataset.value;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toMinValue/toMinValue.ts
/**
* Creates a to min value transformation action.
*
* @param requirement The minimum value.
*
* @returns A to min value action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toMinValue(requirement) {
	return {
		kind: "transformation",
		type: "to_min_value",
		reference: toMinValue,
		async: false,
		requirement,
		"~run"(dataset) {
			dataset.value = dataset.value < this.requirement ? this.requirement : dataset.value;
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toNumber/toNumber.ts
/* @__NO_SIDE_EFFECTS__ */
function toNumber(message$1) {
	return {
		kind: "transformation",
		type: "to_number",
		reference: toNumber,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = Number(dataset.value);
				if (isNaN(dataset.value)) {
					_addIssue(this, "number", dataset, config$1);
					dataset.typed = false;
				}
			} catch {
				_addIssue(this, "number", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toPascalCase/toPascalCase.ts
/**
* Creates a to pascal case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` →
* `ParseUrlValue`) and digits stay attached to the preceding token (e.g.
* `item2Name` → `Item2Name`).
*
* @returns A to pascal case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toPascalCase() {
	return {
		kind: "transformation",
		type: "to_pascal_case",
		reference: toPascalCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "", true, true);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toSnakeCase/toSnakeCase.ts
/**
* Creates a to snake case transformation action.
*
* Words are separated by `_`, `-` and ASCII whitespace, as well as by case
* and acronym boundaries.
*
* Hint: Acronym runs are normalized to lowercase (e.g. `parseURLValue` →
* `parse_url_value`) and digits stay attached to the preceding token (e.g.
* `item2Name` → `item2_name`).
*
* @returns A to snake case action.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function toSnakeCase() {
	return {
		kind: "transformation",
		type: "to_snake_case",
		reference: toSnakeCase,
		async: false,
		"~run"(dataset) {
			dataset.value = /* @__PURE__ */ _formatCase(dataset.value, "_", false, false);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toString/toString.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_toString(message$1) {
	return {
		kind: "transformation",
		type: "to_string",
		reference: dist_toString,
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			try {
				dataset.value = String(dataset.value);
			} catch {
				_addIssue(this, "string", dataset, config$1);
				dataset.typed = false;
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/toUpperCase/toUpperCase.ts
/**
* Creates a to upper case transformation action.
*
* @returns A to upper case action.
*/
/* @__NO_SIDE_EFFECTS__ */
function toUpperCase() {
	return {
		kind: "transformation",
		type: "to_upper_case",
		reference: toUpperCase,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.toUpperCase();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/transform/transform.ts
/**
* Creates a custom transformation action.
*
* @param operation The transformation operation.
*
* @returns A transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function transform(operation) {
	return {
		kind: "transformation",
		type: "transform",
		reference: transform,
		async: false,
		operation,
		"~run"(dataset) {
			dataset.value = this.operation(dataset.value);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/transform/transformAsync.ts
/**
* Creates a custom transformation action.
*
* @param operation The transformation operation.
*
* @returns A transform action.
*/
/* @__NO_SIDE_EFFECTS__ */
function transformAsync(operation) {
	return {
		kind: "transformation",
		type: "transform",
		reference: transformAsync,
		async: true,
		operation,
		async "~run"(dataset) {
			dataset.value = await this.operation(dataset.value);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/trim/trim.ts
/**
* Creates a trim transformation action.
*
* @returns A trim action.
*/
/* @__NO_SIDE_EFFECTS__ */
function trim() {
	return {
		kind: "transformation",
		type: "trim",
		reference: trim,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.trim();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/trimEnd/trimEnd.ts
/**
* Creates a trim end transformation action.
*
* @returns A trim end action.
*/
/* @__NO_SIDE_EFFECTS__ */
function trimEnd() {
	return {
		kind: "transformation",
		type: "trim_end",
		reference: trimEnd,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.trimEnd();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/trimStart/trimStart.ts
/**
* Creates a trim start transformation action.
*
* @returns A trim start action.
*/
/* @__NO_SIDE_EFFECTS__ */
function trimStart() {
	return {
		kind: "transformation",
		type: "trim_start",
		reference: trimStart,
		async: false,
		"~run"(dataset) {
			dataset.value = dataset.value.trimStart();
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/ulid/ulid.ts
/* @__NO_SIDE_EFFECTS__ */
function ulid(message$1) {
	return {
		kind: "validation",
		type: "ulid",
		reference: ulid,
		async: false,
		expects: null,
		requirement: ULID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "ULID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/url/url.ts
/* @__NO_SIDE_EFFECTS__ */
function url(message$1) {
	return {
		kind: "validation",
		type: "url",
		reference: url,
		async: false,
		expects: null,
		requirement(input) {
			try {
				if (URL.canParse) return URL.canParse(input);
				new URL(input);
				return true;
			} catch {
				return false;
			}
		},
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "URL", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/uuid/uuid.ts
/* @__NO_SIDE_EFFECTS__ */
function uuid(message$1) {
	return {
		kind: "validation",
		type: "uuid",
		reference: uuid,
		async: false,
		expects: null,
		requirement: UUID_REGEX,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "UUID", dataset, config$1);
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/value/value.ts
/* @__NO_SIDE_EFFECTS__ */
function value(requirement, message$1) {
	return {
		kind: "validation",
		type: "value",
		reference: value,
		async: false,
		expects: requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement),
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !/* @__PURE__ */ _isValueMatch(this.requirement, dataset.value)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/values/values.ts
/* @__NO_SIDE_EFFECTS__ */
function values(requirement, message$1) {
	return {
		kind: "validation",
		type: "values",
		reference: values,
		async: false,
		expects: `${/* @__PURE__ */ _joinExpects(requirement.map((value$1) => value$1 instanceof Date ? value$1.toJSON() : /* @__PURE__ */ _stringify(value$1)), "|")}`,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed && !this.requirement.some((requirement$1) => /* @__PURE__ */ _isValueMatch(requirement$1, dataset.value))) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
			return dataset;
		}
	};
}

//#endregion
//#region src/actions/words/words.ts
/* @__NO_SIDE_EFFECTS__ */
function words(locales, requirement, message$1) {
	return {
		kind: "validation",
		type: "words",
		reference: words,
		async: false,
		expects: `${requirement}`,
		locales,
		requirement,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.typed) {
				const count = /* @__PURE__ */ _getWordCount(this.locales, dataset.value);
				if (count !== this.requirement) _addIssue(this, "words", dataset, config$1, { received: `${count}` });
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/const.ts
const ABORT_EARLY_CONFIG = { abortEarly: true };

//#endregion
//#region src/methods/assert/assert.ts
/**
* Checks if the input matches the schema. As this is an assertion function, it
* can be used as a type guard.
*
* @param schema The schema to be used.
* @param input The input to be tested.
*/
function assert(schema, input) {
	const issues = schema["~run"]({ value: input }, ABORT_EARLY_CONFIG).issues;
	if (issues) throw new ValiError(issues);
}

//#endregion
//#region src/methods/cache/_LruCache.ts
/**
* Efficient LRU cache using Map iteration order.
*/
var _LruCache = class {
	constructor(config$1) {
		this.refCount = 0;
		this.maxSize = config$1?.maxSize ?? 1e3;
		this.maxAge = config$1?.maxAge ?? Infinity;
		this.hasMaxAge = isFinite(this.maxAge);
	}
	/**
	* Stringifies an unknown input to a cache key component.
	*
	* @param input The unknown input.
	*
	* @returns A cache key component.
	*/
	stringify(input) {
		const type = typeof input;
		if (type === "string") return `"${input}"`;
		if (type === "number" || type === "boolean") return `${input}`;
		if (type === "bigint") return `${input}n`;
		if (type === "object" || type === "function") {
			if (input) {
				this.refIds ?? (this.refIds = /* @__PURE__ */ new WeakMap());
				let id = this.refIds.get(input);
				if (!id) {
					id = ++this.refCount;
					this.refIds.set(input, id);
				}
				return `#${id}`;
			}
			return "null";
		}
		return type;
	}
	/**
	* Creates a cache key from input and config.
	*
	* @param input The input value.
	* @param config The parse configuration.
	*
	* @returns The cache key.
	*/
	key(input, config$1 = {}) {
		return `${this.stringify(input)}|${this.stringify(config$1.lang)}|${this.stringify(config$1.message)}|${this.stringify(config$1.abortEarly)}|${this.stringify(config$1.abortPipeEarly)}`;
	}
	/**
	* Gets a value from the cache by key.
	*
	* @param key The cache key.
	*
	* @returns The cached value.
	*/
	get(key) {
		if (!this.store) return void 0;
		const entry = this.store.get(key);
		if (!entry) return void 0;
		if (this.hasMaxAge && Date.now() - entry[1] > this.maxAge) {
			this.store.delete(key);
			return;
		}
		this.store.delete(key);
		this.store.set(key, entry);
		return entry[0];
	}
	/**
	* Sets a value in the cache by key.
	*
	* @param key The cache key.
	* @param value The cached value.
	*/
	set(key, value$1) {
		this.store ?? (this.store = /* @__PURE__ */ new Map());
		this.store.delete(key);
		const timestamp = this.hasMaxAge ? Date.now() : 0;
		this.store.set(key, [value$1, timestamp]);
		if (this.store.size > this.maxSize) this.store.delete(this.store.keys().next().value);
	}
	/**
	* Clears all entries from the cache.
	*/
	clear() {
		this.store?.clear();
	}
};

//#endregion
//#region src/methods/cache/cache.ts
/* @__NO_SIDE_EFFECTS__ */
function cache(schema, config$1) {
	return _standardSchema({
		...schema,
		cacheConfig: config$1,
		cache: new _LruCache(config$1),
		"~run"(dataset, runConfig) {
			const key = this.cache.key(dataset.value, runConfig);
			let outputDataset = this.cache.get(key);
			if (!outputDataset) this.cache.set(key, outputDataset = schema["~run"](dataset, runConfig));
			return /* @__PURE__ */ _cloneDataset(outputDataset);
		}
	});
}

//#endregion
//#region src/methods/cache/cacheAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function cacheAsync(schema, config$1) {
	let activeRuns;
	return _standardSchema({
		...schema,
		async: true,
		cacheConfig: config$1,
		cache: new _LruCache(config$1),
		async "~run"(dataset, runConfig) {
			const key = this.cache.key(dataset.value, runConfig);
			const cached = this.cache.get(key);
			if (cached) return /* @__PURE__ */ _cloneDataset(cached);
			let promise$1 = activeRuns?.get(key);
			if (!promise$1) {
				activeRuns ?? (activeRuns = /* @__PURE__ */ new Map());
				promise$1 = Promise.resolve(schema["~run"](dataset, runConfig));
				activeRuns.set(key, promise$1);
			}
			try {
				const outputDataset = await promise$1;
				this.cache.set(key, outputDataset);
				return /* @__PURE__ */ _cloneDataset(outputDataset);
			} finally {
				activeRuns?.delete(key);
			}
		}
	});
}

//#endregion
//#region src/methods/config/config.ts
/**
* Changes the local configuration of a schema.
*
* @param schema The schema to configure.
* @param config The parse configuration.
*
* @returns The configured schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function config(schema, config$1) {
	return _standardSchema({
		...schema,
		"~run"(dataset, config_) {
			return schema["~run"](dataset, {
				...config_,
				...config$1
			});
		}
	});
}

//#endregion
//#region src/methods/getFallback/getFallback.ts
/**
* Returns the fallback value of the schema.
*
* @param schema The schema to get it from.
* @param dataset The output dataset if available.
* @param config The config if available.
*
* @returns The fallback value.
*/
/* @__NO_SIDE_EFFECTS__ */
function getFallback(schema, dataset, config$1) {
	return typeof schema.fallback === "function" ? schema.fallback(dataset, config$1) : schema.fallback;
}

//#endregion
//#region src/methods/fallback/fallback.ts
/**
* Returns a fallback value as output if the input does not match the schema.
*
* @param schema The schema to catch.
* @param fallback The fallback value.
*
* @returns The passed schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function fallback(schema, fallback$1) {
	return _standardSchema({
		...schema,
		fallback: fallback$1,
		"~run"(dataset, config$1) {
			const outputDataset = schema["~run"](dataset, config$1);
			return outputDataset.issues ? {
				typed: true,
				value: /* @__PURE__ */ getFallback(this, outputDataset, config$1)
			} : outputDataset;
		}
	});
}

//#endregion
//#region src/methods/fallback/fallbackAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function fallbackAsync(schema, fallback$1) {
	return _standardSchema({
		...schema,
		fallback: fallback$1,
		async: true,
		async "~run"(dataset, config$1) {
			const outputDataset = await schema["~run"](dataset, config$1);
			return outputDataset.issues ? {
				typed: true,
				value: await /* @__PURE__ */ getFallback(this, outputDataset, config$1)
			} : outputDataset;
		}
	});
}

//#endregion
//#region src/methods/flatten/flatten.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_flatten(issues) {
	const flatErrors = {};
	for (const issue of issues) if (issue.path) {
		const dotPath = /* @__PURE__ */ getDotPath(issue);
		if (dotPath) {
			if (!flatErrors.nested) flatErrors.nested = {};
			if (Object.prototype.hasOwnProperty.call(flatErrors.nested, dotPath)) flatErrors.nested[dotPath].push(issue.message);
			else flatErrors.nested[dotPath] = [issue.message];
		} else if (flatErrors.other) flatErrors.other.push(issue.message);
		else flatErrors.other = [issue.message];
	} else if (flatErrors.root) flatErrors.root.push(issue.message);
	else flatErrors.root = [issue.message];
	return flatErrors;
}

//#endregion
//#region src/methods/forward/forward.ts
/**
* Forwards the issues of the passed validation action.
*
* @param action The validation action.
* @param path The path to forward the issues to.
*
* @returns The modified action.
*/
/* @__NO_SIDE_EFFECTS__ */
function forward(action, path) {
	return {
		...action,
		"~run"(dataset, config$1) {
			const prevIssues = dataset.issues && [...dataset.issues];
			dataset = action["~run"](dataset, config$1);
			if (dataset.issues) {
				for (const issue of dataset.issues) if (!prevIssues?.includes(issue)) {
					let pathInput = dataset.value;
					for (const key of path) {
						const pathValue = pathInput[key];
						const pathItem = {
							type: "unknown",
							origin: "value",
							input: pathInput,
							key,
							value: pathValue
						};
						if (issue.path) issue.path.push(pathItem);
						else issue.path = [pathItem];
						if (!pathValue) break;
						pathInput = pathValue;
					}
				}
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/methods/forward/forwardAsync.ts
/**
* Forwards the issues of the passed validation action.
*
* @param action The validation action.
* @param path The path to forward the issues to.
*
* @returns The modified action.
*/
/* @__NO_SIDE_EFFECTS__ */
function forwardAsync(action, path) {
	return {
		...action,
		async: true,
		async "~run"(dataset, config$1) {
			const prevIssues = dataset.issues && [...dataset.issues];
			dataset = await action["~run"](dataset, config$1);
			if (dataset.issues) {
				for (const issue of dataset.issues) if (!prevIssues?.includes(issue)) {
					let pathInput = dataset.value;
					for (const key of path) {
						const pathValue = pathInput[key];
						const pathItem = {
							type: "unknown",
							origin: "value",
							input: pathInput,
							key,
							value: pathValue
						};
						if (issue.path) issue.path.push(pathItem);
						else issue.path = [pathItem];
						if (!pathValue) break;
						pathInput = pathValue;
					}
				}
			}
			return dataset;
		}
	};
}

//#endregion
//#region src/methods/getDefault/getDefault.ts
/**
* Returns the default value of the schema.
*
* @param schema The schema to get it from.
* @param dataset The input dataset if available.
* @param config The config if available.
*
* @returns The default value.
*/
/* @__NO_SIDE_EFFECTS__ */
function getDefault(schema, dataset, config$1) {
	return typeof schema.default === "function" ? schema.default(dataset, config$1) : schema.default;
}

//#endregion
//#region src/methods/getDefaults/getDefaults.ts
/**
* Returns the default values of the schema.
*
* Hint: The difference to `getDefault` is that for object and tuple schemas
* this function recursively returns the default values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The default values.
*/
/* @__NO_SIDE_EFFECTS__ */
function getDefaults(schema) {
	if ("entries" in schema) {
		const object$1 = {};
		for (const key in schema.entries) object$1[key] = /* @__PURE__ */ getDefaults(schema.entries[key]);
		return object$1;
	}
	if ("items" in schema) return schema.items.map(getDefaults);
	return /* @__PURE__ */ getDefault(schema);
}

//#endregion
//#region src/methods/getDefaults/getDefaultsAsync.ts
/**
* Returns the default values of the schema.
*
* Hint: The difference to `getDefault` is that for object and tuple schemas
* this function recursively returns the default values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The default values.
*/
/* @__NO_SIDE_EFFECTS__ */
async function getDefaultsAsync(schema) {
	if ("entries" in schema) return Object.fromEntries(await Promise.all(Object.entries(schema.entries).map(async ([key, value$1]) => [key, await /* @__PURE__ */ getDefaultsAsync(value$1)])));
	if ("items" in schema) return Promise.all(schema.items.map(getDefaultsAsync));
	return /* @__PURE__ */ getDefault(schema);
}

//#endregion
//#region src/methods/getDescription/getDescription.ts
/**
* Returns the description of the schema.
*
* If multiple descriptions are defined, the last one of the highest level is
* returned. If no description is defined, `undefined` is returned.
*
* @param schema The schema to get the description from.
*
* @returns The description, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getDescription(schema) {
	return /* @__PURE__ */ _getLastMetadata(schema, "description");
}

//#endregion
//#region src/methods/getExamples/getExamples.ts
/**
* Returns the examples of a schema.
*
* If multiple examples are defined, it concatenates them using depth-first
* search. If no examples are defined, an empty array is returned.
*
* @param schema The schema to get the examples from.
*
* @returns The examples, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getExamples(schema) {
	const examples$1 = [];
	function depthFirstCollect(schema$1) {
		if ("pipe" in schema$1) {
			for (const item of schema$1.pipe) if (item.kind === "schema" && "pipe" in item) depthFirstCollect(item);
			else if (item.kind === "metadata" && item.type === "examples") for (const example of item.examples) examples$1.push(example);
		}
	}
	depthFirstCollect(schema);
	return examples$1;
}

//#endregion
//#region src/methods/getFallbacks/getFallbacks.ts
/**
* Returns the fallback values of the schema.
*
* Hint: The difference to `getFallback` is that for object and tuple schemas
* this function recursively returns the fallback values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The fallback values.
*/
/* @__NO_SIDE_EFFECTS__ */
function getFallbacks(schema) {
	if ("entries" in schema) {
		const object$1 = {};
		for (const key in schema.entries) object$1[key] = /* @__PURE__ */ getFallbacks(schema.entries[key]);
		return object$1;
	}
	if ("items" in schema) return schema.items.map(getFallbacks);
	return /* @__PURE__ */ getFallback(schema);
}

//#endregion
//#region src/methods/getFallbacks/getFallbacksAsync.ts
/**
* Returns the fallback values of the schema.
*
* Hint: The difference to `getFallback` is that for object and tuple schemas
* this function recursively returns the fallback values of the subschemas
* instead of `undefined`.
*
* @param schema The schema to get them from.
*
* @returns The fallback values.
*/
/* @__NO_SIDE_EFFECTS__ */
async function getFallbacksAsync(schema) {
	if ("entries" in schema) return Object.fromEntries(await Promise.all(Object.entries(schema.entries).map(async ([key, value$1]) => [key, await /* @__PURE__ */ getFallbacksAsync(value$1)])));
	if ("items" in schema) return Promise.all(schema.items.map(getFallbacksAsync));
	return /* @__PURE__ */ getFallback(schema);
}

//#endregion
//#region src/methods/getMetadata/getMetadata.ts
/**
* Returns the metadata of a schema.
*
* If multiple metadata are defined, it shallowly merges them using depth-first
* search. If no metadata is defined, an empty object is returned.
*
* @param schema Schema to get the metadata from.
*
* @returns The metadata, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getMetadata(schema) {
	const result = {};
	function depthFirstMerge(schema$1) {
		if ("pipe" in schema$1) {
			for (const item of schema$1.pipe) if (item.kind === "schema" && "pipe" in item) depthFirstMerge(item);
			else if (item.kind === "metadata" && item.type === "metadata") Object.assign(result, item.metadata);
		}
	}
	depthFirstMerge(schema);
	return result;
}

//#endregion
//#region src/methods/getTitle/getTitle.ts
/**
* Returns the title of the schema.
*
* If multiple titles are defined, the last one of the highest level is
* returned. If no title is defined, `undefined` is returned.
*
* @param schema The schema to get the title from.
*
* @returns The title, if any.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function getTitle(schema) {
	return /* @__PURE__ */ _getLastMetadata(schema, "title");
}

//#endregion
//#region src/methods/is/is.ts
/**
* Checks if the input matches the schema. By using a type predicate, this
* function can be used as a type guard.
*
* @param schema The schema to be used.
* @param input The input to be tested.
*
* @returns Whether the input matches the schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function is(schema, input) {
	return !schema["~run"]({ value: input }, ABORT_EARLY_CONFIG).issues;
}

//#endregion
//#region src/schemas/any/any.ts
/**
* Creates an any schema.
*
* Hint: This schema function exists only for completeness and is not
* recommended in practice. Instead, `unknown` should be used to accept
* unknown data.
*
* @returns An any schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function any() {
	return _standardSchema({
		kind: "schema",
		type: "any",
		reference: any,
		expects: "any",
		async: false,
		"~run"(dataset) {
			dataset.typed = true;
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/array/array.ts
/* @__NO_SIDE_EFFECTS__ */
function array(item, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "array",
		reference: array,
		expects: "Array",
		async: false,
		item,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < input.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.item["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/array/arrayAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function arrayAsync(item, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "array",
		reference: arrayAsync,
		expects: "Array",
		async: true,
		item,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(input.map((value$1) => this.item["~run"]({ value: value$1 }, config$1)));
				for (let key = 0; key < itemDatasets.length; key++) {
					const itemDataset = itemDatasets[key];
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: input[key]
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/bigint/bigint.ts
/* @__NO_SIDE_EFFECTS__ */
function bigint(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "bigint",
		reference: bigint,
		expects: "bigint",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "bigint") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/blob/blob.ts
/* @__NO_SIDE_EFFECTS__ */
function blob(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "blob",
		reference: blob,
		expects: "Blob",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof Blob) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/boolean/boolean.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_boolean(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "boolean",
		reference: dist_boolean,
		expects: "boolean",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "boolean") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/custom/custom.ts
/* @__NO_SIDE_EFFECTS__ */
function custom(check$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "custom",
		reference: custom,
		expects: "unknown",
		async: false,
		check: check$1,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.check(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/custom/customAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function customAsync(check$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "custom",
		reference: customAsync,
		expects: "unknown",
		async: true,
		check: check$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (await this.check(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/date/date.ts
/* @__NO_SIDE_EFFECTS__ */
function date(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "date",
		reference: date,
		expects: "Date",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof Date) if (!isNaN(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1, { received: "\"Invalid Date\"" });
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/enum/enum.ts
/* @__NO_SIDE_EFFECTS__ */
function enum_(enum__, message$1) {
	const options = [];
	for (const key in enum__) if (`${+key}` !== key || typeof enum__[key] !== "string" || !Object.is(enum__[enum__[key]], +key)) options.push(enum__[key]);
	return _standardSchema({
		kind: "schema",
		type: "enum",
		reference: enum_,
		expects: /* @__PURE__ */ _joinExpects(options.map(_stringify), "|"),
		async: false,
		enum: enum__,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.options.includes(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/exactOptional/exactOptional.ts
/* @__NO_SIDE_EFFECTS__ */
function exactOptional(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "exact_optional",
		reference: exactOptional,
		expects: wrapped.expects,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/exactOptional/exactOptionalAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function exactOptionalAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "exact_optional",
		reference: exactOptionalAsync,
		expects: wrapped.expects,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/file/file.ts
/* @__NO_SIDE_EFFECTS__ */
function file(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "file",
		reference: file,
		expects: "File",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof File) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/function/function.ts
/* @__NO_SIDE_EFFECTS__ */
function function_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "function",
		reference: function_,
		expects: "Function",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "function") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/instance/instance.ts
/* @__NO_SIDE_EFFECTS__ */
function instance(class_, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "instance",
		reference: instance,
		expects: class_.name,
		async: false,
		class: class_,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof this.class) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/intersect/utils/_merge/_merge.ts
/**
* Merges two values into one single output.
*
* @param value1 First value.
* @param value2 Second value.
*
* @returns The merge dataset.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _merge(value1, value2) {
	if (typeof value1 === typeof value2) {
		if (/* @__PURE__ */ _isSameValueZero(value1, value2) || value1 instanceof Date && value2 instanceof Date && /* @__PURE__ */ _isSameValueZero(+value1, +value2)) return { value: value1 };
		if (value1 && value2 && value1.constructor === Object && value2.constructor === Object) {
			const nextValue = {
				...value1,
				...value2
			};
			for (const key in value2) if (Object.prototype.hasOwnProperty.call(value1, key) && Object.prototype.hasOwnProperty.call(value2, key)) {
				const dataset = /* @__PURE__ */ _merge(value1[key], value2[key]);
				if (dataset.issue) return dataset;
				nextValue[key] = dataset.value;
			}
			return { value: nextValue };
		}
		if (Array.isArray(value1) && Array.isArray(value2)) {
			if (value1.length === value2.length) {
				const nextValue = [...value1];
				for (let index = 0; index < value1.length; index++) {
					const dataset = /* @__PURE__ */ _merge(value1[index], value2[index]);
					if (dataset.issue) return dataset;
					nextValue[index] = dataset.value;
				}
				return { value: nextValue };
			}
		}
	}
	return { issue: true };
}

//#endregion
//#region src/schemas/intersect/intersect.ts
/* @__NO_SIDE_EFFECTS__ */
function intersect(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "intersect",
		reference: intersect,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "&"),
		async: false,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.options.length) {
				const input = dataset.value;
				let outputs;
				dataset.typed = true;
				for (const schema of this.options) {
					const optionDataset = schema["~run"]({ value: input }, config$1);
					if (optionDataset.issues) {
						if (dataset.issues) for (const issue of optionDataset.issues) dataset.issues.push(issue);
						else dataset.issues = optionDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!optionDataset.typed) dataset.typed = false;
					if (dataset.typed) if (outputs) outputs.push(optionDataset.value);
					else outputs = [optionDataset.value];
				}
				if (dataset.typed) {
					dataset.value = outputs[0];
					for (let index = 1; index < outputs.length; index++) {
						const mergeDataset = /* @__PURE__ */ _merge(dataset.value, outputs[index]);
						if (mergeDataset.issue) {
							_addIssue(this, "type", dataset, config$1, { received: "unknown" });
							break;
						}
						dataset.value = mergeDataset.value;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/intersect/intersectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function intersectAsync(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "intersect",
		reference: intersectAsync,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "&"),
		async: true,
		options,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (this.options.length) {
				const input = dataset.value;
				let outputs;
				dataset.typed = true;
				const optionDatasets = await Promise.all(this.options.map((schema) => schema["~run"]({ value: input }, config$1)));
				for (const optionDataset of optionDatasets) {
					if (optionDataset.issues) {
						if (dataset.issues) for (const issue of optionDataset.issues) dataset.issues.push(issue);
						else dataset.issues = optionDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!optionDataset.typed) dataset.typed = false;
					if (dataset.typed) if (outputs) outputs.push(optionDataset.value);
					else outputs = [optionDataset.value];
				}
				if (dataset.typed) {
					dataset.value = outputs[0];
					for (let index = 1; index < outputs.length; index++) {
						const mergeDataset = /* @__PURE__ */ _merge(dataset.value, outputs[index]);
						if (mergeDataset.issue) {
							_addIssue(this, "type", dataset, config$1, { received: "unknown" });
							break;
						}
						dataset.value = mergeDataset.value;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/lazy/lazy.ts
/**
* Creates a lazy schema.
*
* @param getter The schema getter.
*
* @returns A lazy schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function lazy(getter) {
	return _standardSchema({
		kind: "schema",
		type: "lazy",
		reference: lazy,
		expects: "unknown",
		async: false,
		getter,
		"~run"(dataset, config$1) {
			return this.getter(dataset.value)["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/lazy/lazyAsync.ts
/**
* Creates a lazy schema.
*
* @param getter The schema getter.
*
* @returns A lazy schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function lazyAsync(getter) {
	return _standardSchema({
		kind: "schema",
		type: "lazy",
		reference: lazyAsync,
		expects: "unknown",
		async: true,
		getter,
		async "~run"(dataset, config$1) {
			return (await this.getter(dataset.value))["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/literal/literal.ts
/* @__NO_SIDE_EFFECTS__ */
function literal(literal_, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "literal",
		reference: literal,
		expects: /* @__PURE__ */ _stringify(literal_),
		async: false,
		literal: literal_,
		message: message$1,
		"~run"(dataset, config$1) {
			if (/* @__PURE__ */ _isSameValueZero(dataset.value, this.literal)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseObject/looseObject.ts
/* @__NO_SIDE_EFFECTS__ */
function looseObject(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_object",
		reference: looseObject,
		expects: "Object",
		async: false,
		entries: entries$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) dataset.value[key] = input[key];
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseObject/looseObjectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function looseObjectAsync(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_object",
		reference: looseObjectAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const valueDatasets = await Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				}));
				for (const [key, value$1, valueSchema, valueDataset] of valueDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) dataset.value[key] = input[key];
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseTuple/looseTuple.ts
/* @__NO_SIDE_EFFECTS__ */
function looseTuple(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_tuple",
		reference: looseTuple,
		expects: "Array",
		async: false,
		items,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!dataset.issues || !config$1.abortEarly) for (let key = this.items.length; key < input.length; key++) dataset.value.push(input[key]);
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/looseTuple/looseTupleAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function looseTupleAsync(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "loose_tuple",
		reference: looseTupleAsync,
		expects: "Array",
		async: true,
		items,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				}));
				for (const [key, value$1, itemDataset] of itemDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!dataset.issues || !config$1.abortEarly) for (let key = this.items.length; key < input.length; key++) dataset.value.push(input[key]);
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/map/map.ts
/* @__NO_SIDE_EFFECTS__ */
function map(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "map",
		reference: map,
		expects: "Map",
		async: false,
		key,
		value: value$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Map) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Map();
				for (const [inputKey, inputValue] of input) {
					const keyDataset = this.key["~run"]({ value: inputKey }, config$1);
					if (keyDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "key",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of keyDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					const valueDataset = this.value["~run"]({ value: inputValue }, config$1);
					if (valueDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "value",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					dataset.value.set(keyDataset.value, valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/map/mapAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function mapAsync(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "map",
		reference: mapAsync,
		expects: "Map",
		async: true,
		key,
		value: value$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Map) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Map();
				const datasets = await Promise.all([...input].map(([inputKey, inputValue]) => Promise.all([
					inputKey,
					inputValue,
					this.key["~run"]({ value: inputKey }, config$1),
					this.value["~run"]({ value: inputValue }, config$1)
				])));
				for (const [inputKey, inputValue, keyDataset, valueDataset] of datasets) {
					if (keyDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "key",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of keyDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (valueDataset.issues) {
						const pathItem = {
							type: "map",
							origin: "value",
							input,
							key: inputKey,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					dataset.value.set(keyDataset.value, valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nan/nan.ts
/* @__NO_SIDE_EFFECTS__ */
function nan(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "nan",
		reference: nan,
		expects: "NaN",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (Number.isNaN(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/never/never.ts
/* @__NO_SIDE_EFFECTS__ */
function never(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "never",
		reference: never,
		expects: "never",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			_addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullable/nonNullable.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullable(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullable",
		reference: nonNullable,
		expects: "!null",
		async: false,
		wrapped,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value !== null) dataset = this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullable/nonNullableAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullableAsync(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullable",
		reference: nonNullableAsync,
		expects: "!null",
		async: true,
		wrapped,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.value !== null) dataset = await this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullish/nonNullish.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullish(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullish",
		reference: nonNullish,
		expects: "(!null & !undefined)",
		async: false,
		wrapped,
		message: message$1,
		"~run"(dataset, config$1) {
			if (!(dataset.value === null || dataset.value === void 0)) dataset = this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null || dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonNullish/nonNullishAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nonNullishAsync(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_nullish",
		reference: nonNullishAsync,
		expects: "(!null & !undefined)",
		async: true,
		wrapped,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (!(dataset.value === null || dataset.value === void 0)) dataset = await this.wrapped["~run"](dataset, config$1);
			if (dataset.value === null || dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonOptional/nonOptional.ts
/* @__NO_SIDE_EFFECTS__ */
function nonOptional(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_optional",
		reference: nonOptional,
		expects: "!undefined",
		async: false,
		wrapped,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value !== void 0) dataset = this.wrapped["~run"](dataset, config$1);
			if (dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nonOptional/nonOptionalAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nonOptionalAsync(wrapped, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "non_optional",
		reference: nonOptionalAsync,
		expects: "!undefined",
		async: true,
		wrapped,
		message: message$1,
		async "~run"(dataset, config$1) {
			if (dataset.value !== void 0) dataset = await this.wrapped["~run"](dataset, config$1);
			if (dataset.value === void 0) _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/null/null.ts
/* @__NO_SIDE_EFFECTS__ */
function null_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "null",
		reference: null_,
		expects: "null",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value === null) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/nullable/nullable.ts
/* @__NO_SIDE_EFFECTS__ */
function nullable(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullable",
		reference: nullable,
		expects: `(${wrapped.expects} | null)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === null) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/nullable/nullableAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nullableAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullable",
		reference: nullableAsync,
		expects: `(${wrapped.expects} | null)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === null) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/nullish/nullish.ts
/* @__NO_SIDE_EFFECTS__ */
function nullish(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullish",
		reference: nullish,
		expects: `(${wrapped.expects} | null | undefined)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === null || dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null || dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/nullish/nullishAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function nullishAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "nullish",
		reference: nullishAsync,
		expects: `(${wrapped.expects} | null | undefined)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === null || dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === null || dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/number/number.ts
/* @__NO_SIDE_EFFECTS__ */
function number(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "number",
		reference: number,
		expects: "number",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "number" && !isNaN(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/object/object.ts
/* @__NO_SIDE_EFFECTS__ */
function object(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object",
		reference: object,
		expects: "Object",
		async: false,
		entries: entries$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/object/objectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function objectAsync(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object",
		reference: objectAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const valueDatasets = await Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				}));
				for (const [key, value$1, valueSchema, valueDataset] of valueDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/objectWithRest/objectWithRest.ts
/* @__NO_SIDE_EFFECTS__ */
function objectWithRest(entries$1, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object_with_rest",
		reference: objectWithRest,
		expects: "Object",
		async: false,
		entries: entries$1,
		rest,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) {
						const valueDataset = this.rest["~run"]({ value: input[key] }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: input[key]
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/objectWithRest/objectWithRestAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function objectWithRestAsync(entries$1, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "object_with_rest",
		reference: objectWithRestAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		rest,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const [normalDatasets, restDatasets] = await Promise.all([Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				})), Promise.all(Object.entries(input).filter(([key]) => /* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)).map(async ([key, value$1]) => [
					key,
					value$1,
					await this.rest["~run"]({ value: value$1 }, config$1)
				]))]);
				for (const [key, value$1, valueSchema, valueDataset] of normalDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
				if (!dataset.issues || !config$1.abortEarly) for (const [key, value$1, valueDataset] of restDatasets) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/optional/optional.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_optional(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "optional",
		reference: dist_optional,
		expects: `(${wrapped.expects} | undefined)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/optional/optionalAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function optionalAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "optional",
		reference: optionalAsync,
		expects: `(${wrapped.expects} | undefined)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/picklist/picklist.ts
/* @__NO_SIDE_EFFECTS__ */
function picklist(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "picklist",
		reference: picklist,
		expects: /* @__PURE__ */ _joinExpects(options.map(_stringify), "|"),
		async: false,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			if (this.options.includes(dataset.value)) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/promise/promise.ts
/* @__NO_SIDE_EFFECTS__ */
function promise(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "promise",
		reference: promise,
		expects: "Promise",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value instanceof Promise) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/record/record.ts
/* @__NO_SIDE_EFFECTS__ */
function record(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "record",
		reference: record,
		expects: "Object",
		async: false,
		key,
		value: value$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const entryKey in input) if (/* @__PURE__ */ _isValidObjectKey(input, entryKey)) {
					const entryValue = input[entryKey];
					const keyDataset = this.key["~run"]({ value: entryKey }, config$1);
					if (keyDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "key",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of keyDataset.issues) {
							issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					const valueDataset = this.value["~run"]({ value: entryValue }, config$1);
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					if (keyDataset.typed) dataset.value[keyDataset.value] = valueDataset.value;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/record/recordAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function recordAsync(key, value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "record",
		reference: recordAsync,
		expects: "Object",
		async: true,
		key,
		value: value$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const datasets = await Promise.all(Object.entries(input).filter(([key$1]) => /* @__PURE__ */ _isValidObjectKey(input, key$1)).map(([entryKey, entryValue]) => Promise.all([
					entryKey,
					entryValue,
					this.key["~run"]({ value: entryKey }, config$1),
					this.value["~run"]({ value: entryValue }, config$1)
				])));
				for (const [entryKey, entryValue, keyDataset, valueDataset] of datasets) {
					if (keyDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "key",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of keyDataset.issues) {
							issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = keyDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key: entryKey,
							value: entryValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
					if (keyDataset.typed) dataset.value[keyDataset.value] = valueDataset.value;
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/set/set.ts
/* @__NO_SIDE_EFFECTS__ */
function dist_set(value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "set",
		reference: dist_set,
		expects: "Set",
		async: false,
		value: value$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Set) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Set();
				for (const inputValue of input) {
					const valueDataset = this.value["~run"]({ value: inputValue }, config$1);
					if (valueDataset.issues) {
						const pathItem = {
							type: "set",
							origin: "value",
							input,
							key: null,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value.add(valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/set/setAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function setAsync(value$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "set",
		reference: setAsync,
		expects: "Set",
		async: true,
		value: value$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input instanceof Set) {
				dataset.typed = true;
				dataset.value = /* @__PURE__ */ new Set();
				const valueDatasets = await Promise.all([...input].map(async (inputValue) => [inputValue, await this.value["~run"]({ value: inputValue }, config$1)]));
				for (const [inputValue, valueDataset] of valueDatasets) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "set",
							origin: "value",
							input,
							key: null,
							value: inputValue
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value.add(valueDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictObject/strictObject.ts
/* @__NO_SIDE_EFFECTS__ */
function strictObject(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_object",
		reference: strictObject,
		expects: "Object",
		async: false,
		entries: entries$1,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				for (const key in this.entries) {
					const valueSchema = this.entries[key];
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
						const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
						if (valueDataset.issues) {
							const pathItem = {
								type: "object",
								origin: "value",
								input,
								key,
								value: value$1
							};
							for (const issue of valueDataset.issues) {
								if (issue.path) issue.path.unshift(pathItem);
								else issue.path = [pathItem];
								dataset.issues?.push(issue);
							}
							if (!dataset.issues) dataset.issues = valueDataset.issues;
							if (config$1.abortEarly) {
								dataset.typed = false;
								break;
							}
						}
						if (!valueDataset.typed) dataset.typed = false;
						dataset.value[key] = valueDataset.value;
					} else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
					else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
						_addIssue(this, "key", dataset, config$1, {
							input: void 0,
							expected: `"${key}"`,
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						if (config$1.abortEarly) break;
					}
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
						_addIssue(this, "key", dataset, config$1, {
							input: key,
							expected: "never",
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						break;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictObject/strictObjectAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function strictObjectAsync(entries$1, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_object",
		reference: strictObjectAsync,
		expects: "Object",
		async: true,
		entries: entries$1,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				dataset.typed = true;
				dataset.value = {};
				const valueDatasets = await Promise.all(Object.entries(this.entries).map(async ([key, valueSchema]) => {
					if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
						const value$1 = key in input ? input[key] : await /* @__PURE__ */ getDefault(valueSchema);
						return [
							key,
							value$1,
							valueSchema,
							await valueSchema["~run"]({ value: value$1 }, config$1)
						];
					}
					return [
						key,
						input[key],
						valueSchema,
						null
					];
				}));
				for (const [key, value$1, valueSchema, valueDataset] of valueDatasets) if (valueDataset) {
					if (valueDataset.issues) {
						const pathItem = {
							type: "object",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of valueDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = valueDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!valueDataset.typed) dataset.typed = false;
					dataset.value[key] = valueDataset.value;
				} else if (valueSchema.fallback !== void 0) dataset.value[key] = await /* @__PURE__ */ getFallback(valueSchema);
				else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
					_addIssue(this, "key", dataset, config$1, {
						input: void 0,
						expected: `"${key}"`,
						path: [{
							type: "object",
							origin: "key",
							input,
							key,
							value: value$1
						}]
					});
					if (config$1.abortEarly) break;
				}
				if (!dataset.issues || !config$1.abortEarly) {
					for (const key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
						_addIssue(this, "key", dataset, config$1, {
							input: key,
							expected: "never",
							path: [{
								type: "object",
								origin: "key",
								input,
								key,
								value: input[key]
							}]
						});
						break;
					}
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictTuple/strictTuple.ts
/* @__NO_SIDE_EFFECTS__ */
function strictTuple(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_tuple",
		reference: strictTuple,
		expects: "Array",
		async: false,
		items,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!(dataset.issues && config$1.abortEarly) && this.items.length < input.length) _addIssue(this, "type", dataset, config$1, {
					input: input[this.items.length],
					expected: "never",
					path: [{
						type: "array",
						origin: "value",
						input,
						key: this.items.length,
						value: input[this.items.length]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/strictTuple/strictTupleAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function strictTupleAsync(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "strict_tuple",
		reference: strictTupleAsync,
		expects: "Array",
		async: true,
		items,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				}));
				for (const [key, value$1, itemDataset] of itemDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!(dataset.issues && config$1.abortEarly) && this.items.length < input.length) _addIssue(this, "type", dataset, config$1, {
					input: input[this.items.length],
					expected: "never",
					path: [{
						type: "array",
						origin: "value",
						input,
						key: this.items.length,
						value: input[this.items.length]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/string/string.ts
/* @__NO_SIDE_EFFECTS__ */
function string(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "string",
		reference: string,
		expects: "string",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "string") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/symbol/symbol.ts
/* @__NO_SIDE_EFFECTS__ */
function symbol(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "symbol",
		reference: symbol,
		expects: "symbol",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (typeof dataset.value === "symbol") dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/tuple/tuple.ts
/* @__NO_SIDE_EFFECTS__ */
function tuple(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple",
		reference: tuple,
		expects: "Array",
		async: false,
		items,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/tuple/tupleAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function tupleAsync(items, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple",
		reference: tupleAsync,
		expects: "Array",
		async: true,
		items,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const itemDatasets = await Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				}));
				for (const [key, value$1, itemDataset] of itemDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/tupleWithRest/tupleWithRest.ts
/* @__NO_SIDE_EFFECTS__ */
function tupleWithRest(items, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple_with_rest",
		reference: tupleWithRest,
		expects: "Array",
		async: false,
		items,
		rest,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				for (let key = 0; key < this.items.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.items[key]["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!dataset.issues || !config$1.abortEarly) for (let key = this.items.length; key < input.length; key++) {
					const value$1 = input[key];
					const itemDataset = this.rest["~run"]({ value: value$1 }, config$1);
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/tupleWithRest/tupleWithRestAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function tupleWithRestAsync(items, rest, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "tuple_with_rest",
		reference: tupleWithRestAsync,
		expects: "Array",
		async: true,
		items,
		rest,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (Array.isArray(input)) {
				dataset.typed = true;
				dataset.value = [];
				const [normalDatasets, restDatasets] = await Promise.all([Promise.all(this.items.map(async (item, key) => {
					const value$1 = input[key];
					return [
						key,
						value$1,
						await item["~run"]({ value: value$1 }, config$1)
					];
				})), Promise.all(input.slice(this.items.length).map(async (value$1, key) => {
					return [
						key + this.items.length,
						value$1,
						await this.rest["~run"]({ value: value$1 }, config$1)
					];
				}))]);
				for (const [key, value$1, itemDataset] of normalDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
				if (!dataset.issues || !config$1.abortEarly) for (const [key, value$1, itemDataset] of restDatasets) {
					if (itemDataset.issues) {
						const pathItem = {
							type: "array",
							origin: "value",
							input,
							key,
							value: value$1
						};
						for (const issue of itemDataset.issues) {
							if (issue.path) issue.path.unshift(pathItem);
							else issue.path = [pathItem];
							dataset.issues?.push(issue);
						}
						if (!dataset.issues) dataset.issues = itemDataset.issues;
						if (config$1.abortEarly) {
							dataset.typed = false;
							break;
						}
					}
					if (!itemDataset.typed) dataset.typed = false;
					dataset.value.push(itemDataset.value);
				}
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/undefined/undefined.ts
/* @__NO_SIDE_EFFECTS__ */
function undefined_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "undefined",
		reference: undefined_,
		expects: "undefined",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/undefinedable/undefinedable.ts
/* @__NO_SIDE_EFFECTS__ */
function undefinedable(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "undefinedable",
		reference: undefinedable,
		expects: `(${wrapped.expects} | undefined)`,
		async: false,
		wrapped,
		default: default_,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/undefinedable/undefinedableAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function undefinedableAsync(wrapped, default_) {
	return _standardSchema({
		kind: "schema",
		type: "undefinedable",
		reference: undefinedableAsync,
		expects: `(${wrapped.expects} | undefined)`,
		async: true,
		wrapped,
		default: default_,
		async "~run"(dataset, config$1) {
			if (dataset.value === void 0) {
				if (this.default !== void 0) dataset.value = await /* @__PURE__ */ getDefault(this, dataset, config$1);
				if (dataset.value === void 0) {
					dataset.typed = true;
					return dataset;
				}
			}
			return this.wrapped["~run"](dataset, config$1);
		}
	});
}

//#endregion
//#region src/schemas/union/utils/_subIssues/_subIssues.ts
/**
* Returns the sub issues of the provided datasets for the union issue.
*
* @param datasets The datasets.
*
* @returns The sub issues.
*
* @internal
*/
/* @__NO_SIDE_EFFECTS__ */
function _subIssues(datasets) {
	let issues;
	if (datasets) for (const dataset of datasets) if (issues) for (const issue of dataset.issues) issues.push(issue);
	else issues = dataset.issues;
	return issues;
}

//#endregion
//#region src/schemas/union/union.ts
/* @__NO_SIDE_EFFECTS__ */
function union(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "union",
		reference: union,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "|"),
		async: false,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			let validDataset;
			let typedDatasets;
			let untypedDatasets;
			for (const schema of this.options) {
				const optionDataset = schema["~run"]({ value: dataset.value }, config$1);
				if (optionDataset.typed) if (optionDataset.issues) if (typedDatasets) typedDatasets.push(optionDataset);
				else typedDatasets = [optionDataset];
				else {
					validDataset = optionDataset;
					break;
				}
				else if (untypedDatasets) untypedDatasets.push(optionDataset);
				else untypedDatasets = [optionDataset];
			}
			if (validDataset) return validDataset;
			if (typedDatasets) {
				if (typedDatasets.length === 1) return typedDatasets[0];
				_addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(typedDatasets) });
				dataset.typed = true;
			} else if (untypedDatasets?.length === 1) return untypedDatasets[0];
			else _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(untypedDatasets) });
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/union/unionAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function unionAsync(options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "union",
		reference: unionAsync,
		expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "|"),
		async: true,
		options,
		message: message$1,
		async "~run"(dataset, config$1) {
			let validDataset;
			let typedDatasets;
			let untypedDatasets;
			for (const schema of this.options) {
				const optionDataset = await schema["~run"]({ value: dataset.value }, config$1);
				if (optionDataset.typed) if (optionDataset.issues) if (typedDatasets) typedDatasets.push(optionDataset);
				else typedDatasets = [optionDataset];
				else {
					validDataset = optionDataset;
					break;
				}
				else if (untypedDatasets) untypedDatasets.push(optionDataset);
				else untypedDatasets = [optionDataset];
			}
			if (validDataset) return validDataset;
			if (typedDatasets) {
				if (typedDatasets.length === 1) return typedDatasets[0];
				_addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(typedDatasets) });
				dataset.typed = true;
			} else if (untypedDatasets?.length === 1) return untypedDatasets[0];
			else _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(untypedDatasets) });
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/unknown/unknown.ts
/**
* Creates a unknown schema.
*
* @returns A unknown schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function unknown() {
	return _standardSchema({
		kind: "schema",
		type: "unknown",
		reference: unknown,
		expects: "unknown",
		async: false,
		"~run"(dataset) {
			dataset.typed = true;
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/variant/variant.ts
/* @__NO_SIDE_EFFECTS__ */
function variant(key, options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "variant",
		reference: variant,
		expects: "Object",
		async: false,
		key,
		options,
		message: message$1,
		"~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				let outputDataset;
				let maxDiscriminatorPriority = 0;
				let invalidDiscriminatorKey = this.key;
				let expectedDiscriminators = [];
				const parseOptions = (variant$1, allKeys) => {
					for (const schema of variant$1.options) {
						if (schema.type === "variant") parseOptions(schema, new Set(allKeys).add(schema.key));
						else {
							let keysAreValid = true;
							let currentPriority = 0;
							for (const currentKey of allKeys) {
								const discriminatorSchema = schema.entries[currentKey];
								if (currentKey in input ? discriminatorSchema["~run"]({
									typed: false,
									value: input[currentKey]
								}, ABORT_EARLY_CONFIG).issues : discriminatorSchema.type !== "exact_optional" && discriminatorSchema.type !== "optional" && discriminatorSchema.type !== "nullish") {
									keysAreValid = false;
									if (invalidDiscriminatorKey !== currentKey && (maxDiscriminatorPriority < currentPriority || maxDiscriminatorPriority === currentPriority && currentKey in input && !(invalidDiscriminatorKey in input))) {
										maxDiscriminatorPriority = currentPriority;
										invalidDiscriminatorKey = currentKey;
										expectedDiscriminators = [];
									}
									if (invalidDiscriminatorKey === currentKey) expectedDiscriminators.push(schema.entries[currentKey].expects);
									break;
								}
								currentPriority++;
							}
							if (keysAreValid) {
								const optionDataset = schema["~run"]({ value: input }, config$1);
								if (!outputDataset || !outputDataset.typed && optionDataset.typed) outputDataset = optionDataset;
							}
						}
						if (outputDataset && !outputDataset.issues) break;
					}
				};
				parseOptions(this, new Set([this.key]));
				if (outputDataset) return outputDataset;
				_addIssue(this, "type", dataset, config$1, {
					input: input[invalidDiscriminatorKey],
					expected: /* @__PURE__ */ _joinExpects(expectedDiscriminators, "|"),
					path: [{
						type: "object",
						origin: "value",
						input,
						key: invalidDiscriminatorKey,
						value: input[invalidDiscriminatorKey]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/variant/variantAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function variantAsync(key, options, message$1) {
	return _standardSchema({
		kind: "schema",
		type: "variant",
		reference: variantAsync,
		expects: "Object",
		async: true,
		key,
		options,
		message: message$1,
		async "~run"(dataset, config$1) {
			const input = dataset.value;
			if (input && typeof input === "object") {
				let outputDataset;
				let maxDiscriminatorPriority = 0;
				let invalidDiscriminatorKey = this.key;
				let expectedDiscriminators = [];
				const parseOptions = async (variant$1, allKeys) => {
					for (const schema of variant$1.options) {
						if (schema.type === "variant") await parseOptions(schema, new Set(allKeys).add(schema.key));
						else {
							let keysAreValid = true;
							let currentPriority = 0;
							for (const currentKey of allKeys) {
								const discriminatorSchema = schema.entries[currentKey];
								if (currentKey in input ? (await discriminatorSchema["~run"]({
									typed: false,
									value: input[currentKey]
								}, ABORT_EARLY_CONFIG)).issues : discriminatorSchema.type !== "exact_optional" && discriminatorSchema.type !== "optional" && discriminatorSchema.type !== "nullish") {
									keysAreValid = false;
									if (invalidDiscriminatorKey !== currentKey && (maxDiscriminatorPriority < currentPriority || maxDiscriminatorPriority === currentPriority && currentKey in input && !(invalidDiscriminatorKey in input))) {
										maxDiscriminatorPriority = currentPriority;
										invalidDiscriminatorKey = currentKey;
										expectedDiscriminators = [];
									}
									if (invalidDiscriminatorKey === currentKey) expectedDiscriminators.push(schema.entries[currentKey].expects);
									break;
								}
								currentPriority++;
							}
							if (keysAreValid) {
								const optionDataset = await schema["~run"]({ value: input }, config$1);
								if (!outputDataset || !outputDataset.typed && optionDataset.typed) outputDataset = optionDataset;
							}
						}
						if (outputDataset && !outputDataset.issues) break;
					}
				};
				await parseOptions(this, new Set([this.key]));
				if (outputDataset) return outputDataset;
				_addIssue(this, "type", dataset, config$1, {
					input: input[invalidDiscriminatorKey],
					expected: /* @__PURE__ */ _joinExpects(expectedDiscriminators, "|"),
					path: [{
						type: "object",
						origin: "value",
						input,
						key: invalidDiscriminatorKey,
						value: input[invalidDiscriminatorKey]
					}]
				});
			} else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/schemas/void/void.ts
/* @__NO_SIDE_EFFECTS__ */
function void_(message$1) {
	return _standardSchema({
		kind: "schema",
		type: "void",
		reference: void_,
		expects: "void",
		async: false,
		message: message$1,
		"~run"(dataset, config$1) {
			if (dataset.value === void 0) dataset.typed = true;
			else _addIssue(this, "type", dataset, config$1);
			return dataset;
		}
	});
}

//#endregion
//#region src/methods/keyof/keyof.ts
/* @__NO_SIDE_EFFECTS__ */
function keyof(schema, message$1) {
	return /* @__PURE__ */ picklist(Object.keys(schema.entries), message$1);
}

//#endregion
//#region src/methods/message/message.ts
/**
* Changes the local message configuration of a schema.
*
* @param schema The schema to configure.
* @param message_ The error message.
*
* @returns The configured schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function message(schema, message_) {
	return _standardSchema({
		...schema,
		"~run"(dataset, config$1) {
			return schema["~run"](dataset, {
				...config$1,
				message: message_
			});
		}
	});
}

//#endregion
//#region src/methods/omit/omit.ts
/**
* Creates a modified copy of an object schema that does not contain the
* selected entries.
*
* @param schema The schema to omit from.
* @param keys The selected entries.
*
* @returns An object schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function omit(schema, keys) {
	const entries$1 = { ...schema.entries };
	for (const key of keys) delete entries$1[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/parse/parse.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parsed input.
*/
function parse(schema, input, config$1) {
	const dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	if (dataset.issues) throw new ValiError(dataset.issues);
	return dataset.value;
}

//#endregion
//#region src/methods/parse/parseAsync.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parsed input.
*/
async function parseAsync(schema, input, config$1) {
	const dataset = await schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	if (dataset.issues) throw new ValiError(dataset.issues);
	return dataset.value;
}

//#endregion
//#region src/methods/parser/parser.ts
/* @__NO_SIDE_EFFECTS__ */
function parser(schema, config$1) {
	const func = (input) => parse(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/parser/parserAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function parserAsync(schema, config$1) {
	const func = (input) => parseAsync(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/partial/partial.ts
/* @__NO_SIDE_EFFECTS__ */
function partial(schema, keys) {
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ dist_optional(schema.entries[key]) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/partial/partialAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function partialAsync(schema, keys) {
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ optionalAsync(schema.entries[key]) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/pick/pick.ts
/**
* Creates a modified copy of an object schema that contains only the selected
* entries.
*
* @param schema The schema to pick from.
* @param keys The selected entries.
*
* @returns An object schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function pick(schema, keys) {
	const entries$1 = {};
	for (const key of keys) entries$1[key] = schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/pipe/pipe.ts
/* @__NO_SIDE_EFFECTS__ */
function pipe(...pipe$1) {
	return _standardSchema({
		...pipe$1[0],
		pipe: pipe$1,
		"~run"(dataset, config$1) {
			for (const item of pipe$1) if (item.kind !== "metadata") {
				if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
					dataset.typed = false;
					break;
				}
				if (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) dataset = item["~run"](dataset, config$1);
			}
			return dataset;
		}
	});
}

//#endregion
//#region src/methods/pipe/pipeAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function pipeAsync(...pipe$1) {
	return _standardSchema({
		...pipe$1[0],
		pipe: pipe$1,
		async: true,
		async "~run"(dataset, config$1) {
			for (const item of pipe$1) if (item.kind !== "metadata") {
				if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
					dataset.typed = false;
					break;
				}
				if (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) dataset = await item["~run"](dataset, config$1);
			}
			return dataset;
		}
	});
}

//#endregion
//#region src/methods/required/required.ts
/* @__NO_SIDE_EFFECTS__ */
function required(schema, arg2, arg3) {
	const keys = Array.isArray(arg2) ? arg2 : void 0;
	const message$1 = Array.isArray(arg2) ? arg3 : arg2;
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ nonOptional(schema.entries[key], message$1) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/required/requiredAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function requiredAsync(schema, arg2, arg3) {
	const keys = Array.isArray(arg2) ? arg2 : void 0;
	const message$1 = Array.isArray(arg2) ? arg3 : arg2;
	const entries$1 = {};
	for (const key in schema.entries) entries$1[key] = !keys || keys.includes(key) ? /* @__PURE__ */ nonOptionalAsync(schema.entries[key], message$1) : schema.entries[key];
	return _standardSchema({
		...schema,
		entries: entries$1
	});
}

//#endregion
//#region src/methods/safeParse/safeParse.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parse result.
*/
/* @__NO_SIDE_EFFECTS__ */
function safeParse(schema, input, config$1) {
	const dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	return {
		typed: dataset.typed,
		success: !dataset.issues,
		output: dataset.value,
		issues: dataset.issues
	};
}

//#endregion
//#region src/methods/safeParse/safeParseAsync.ts
/**
* Parses an unknown input based on a schema.
*
* @param schema The schema to be used.
* @param input The input to be parsed.
* @param config The parse configuration.
*
* @returns The parse result.
*/
/* @__NO_SIDE_EFFECTS__ */
async function safeParseAsync(schema, input, config$1) {
	const dataset = await schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
	return {
		typed: dataset.typed,
		success: !dataset.issues,
		output: dataset.value,
		issues: dataset.issues
	};
}

//#endregion
//#region src/methods/safeParser/safeParser.ts
/* @__NO_SIDE_EFFECTS__ */
function safeParser(schema, config$1) {
	const func = (input) => /* @__PURE__ */ safeParse(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/safeParser/safeParserAsync.ts
/* @__NO_SIDE_EFFECTS__ */
function safeParserAsync(schema, config$1) {
	const func = (input) => /* @__PURE__ */ safeParseAsync(schema, input, config$1);
	func.schema = schema;
	func.config = config$1;
	return func;
}

//#endregion
//#region src/methods/summarize/summarize.ts
/**
* Summarize the error messages of issues in a pretty-printable multi-line string.
*
* @param issues The list of issues.
*
* @returns A summary of the issues.
*
* @beta
*/
/* @__NO_SIDE_EFFECTS__ */
function summarize(issues) {
	let summary = "";
	for (const issue of issues) {
		if (summary) summary += "\n";
		summary += `× ${issue.message}`;
		const dotPath = /* @__PURE__ */ getDotPath(issue);
		if (dotPath) summary += `\n  → at ${dotPath}`;
	}
	return summary;
}

//#endregion
//#region src/methods/unwrap/unwrap.ts
/**
* Unwraps the wrapped schema.
*
* @param schema The schema to be unwrapped.
*
* @returns The unwrapped schema.
*/
/* @__NO_SIDE_EFFECTS__ */
function unwrap(schema) {
	return schema.wrapped;
}

//#endregion

;// ../shared-data/src/services.ts
// `value` is what a quote stores, and the only values firestore.rules allows. `label` is the service's one name: its
// page, the Services menu, the quote form, the staff screens, the CSV and the mail all say it.
const services = [
    {
        value: 'customClearance',
        page: 'customclearance',
        label: 'Custom Clearance'
    },
    {
        value: 'freightForwarding',
        page: 'freightforwarding',
        label: 'Freight Forwarding'
    },
    {
        value: 'landFreight',
        page: 'transportation',
        label: 'Transportation'
    },
    {
        value: 'warehousing',
        page: 'warehousing',
        label: 'Warehousing'
    },
    {
        value: 'eximConsultancy',
        page: 'eximconsultancy',
        label: 'Exim Consultancy'
    },
    {
        value: 'logisticDesign',
        page: 'logisticsdesign',
        label: 'Logistics Design'
    }
];
const serviceValues = services.map((service)=>service.value);
const serviceLabels = Object.fromEntries(services.map((service)=>[
        service.value,
        service.label
    ]));
function isServiceValue(value) {
    return typeof value === 'string' && serviceValues.includes(value);
}

;// ../shared-data/src/freight/terms.ts
/** Cargo facts the documents and rules need, apart from cargo.ts, so reading a page never loads the cargo checks. */ const freightModes = [
    'sea',
    'air',
    'land'
];
/** The eleven Incoterms 2020, from the seller's fewest obligations (EXW) to the most (DDP). */ const incoterms = [
    'EXW',
    'FCA',
    'FAS',
    'FOB',
    'CFR',
    'CIF',
    'CPT',
    'CIP',
    'DAP',
    'DPU',
    'DDP'
];
const incotermFacts = {
    EXW: {
        name: 'Ex Works',
        help: 'The seller makes the goods ready at its premises; the buyer pays for everything from pickup on.',
        door: 'pickup'
    },
    FCA: {
        name: 'Free Carrier',
        help: "The seller hands the goods, cleared for export, to the buyer's carrier at a named place.",
        door: 'pickup'
    },
    FAS: {
        name: 'Free Alongside Ship',
        help: 'The seller places the goods, cleared for export, alongside the ship at the port of loading (sea only).'
    },
    FOB: {
        name: 'Free On Board',
        help: 'The seller loads the goods, cleared for export, on board the ship at the port of loading (sea only).'
    },
    CFR: {
        name: 'Cost and Freight',
        help: 'The seller pays the sea freight to the port of destination; the risk passes once the goods are on board.'
    },
    CIF: {
        name: 'Cost, Insurance and Freight',
        help: 'As CFR, and the seller also insures the goods to the port of destination (sea only).'
    },
    CPT: {
        name: 'Carriage Paid To',
        help: 'The seller pays the carriage to the named destination; the risk passes when the first carrier takes the goods.'
    },
    CIP: {
        name: 'Carriage and Insurance Paid To',
        help: 'As CPT, and the seller also insures the goods, with all-risks cover, to the named destination.'
    },
    DAP: {
        name: 'Delivered at Place',
        help: "The seller delivers to the buyer's named place, ready for unloading; the buyer pays import duties.",
        door: 'delivery'
    },
    DPU: {
        name: 'Delivered at Place Unloaded',
        help: "The seller delivers and unloads the goods at the buyer's named place; the buyer pays import duties.",
        door: 'delivery'
    },
    DDP: {
        name: 'Delivered Duty Paid',
        help: "The seller delivers to the buyer's named place, cleared for import with the duties paid.",
        door: 'delivery'
    }
};
const incotermsWith = (door)=>incoterms.filter((term)=>incotermFacts[term].door === door);
/** The terms that make us collect from the seller: the quote asks for a pickup address. */ const pickupIncoterms = incotermsWith('pickup');
/** The terms that make us deliver to the buyer's door: the quote asks for a delivery address. */ const deliveryIncoterms = incotermsWith('delivery');
/** The UN classes of dangerous goods, with their divisions, written as forwarders write them. */ const dangerousGoodsClasses = [
    '1.1',
    '1.2',
    '1.3',
    '1.4',
    '1.5',
    '1.6',
    '2.1',
    '2.2',
    '2.3',
    '3',
    '4.1',
    '4.2',
    '4.3',
    '5.1',
    '5.2',
    '6.1',
    '6.2',
    '7',
    '8',
    '9'
];
const dangerousGoodsClassNames = {
    '1.1': 'Explosives with a mass explosion hazard',
    '1.2': 'Explosives with a projection hazard',
    '1.3': 'Explosives with a fire hazard',
    '1.4': 'Explosives with no significant hazard',
    '1.5': 'Very insensitive explosives',
    '1.6': 'Extremely insensitive articles',
    '2.1': 'Flammable gases',
    '2.2': 'Non-flammable, non-toxic gases',
    '2.3': 'Toxic gases',
    '3': 'Flammable liquids',
    '4.1': 'Flammable solids',
    '4.2': 'Liable to spontaneous combustion',
    '4.3': 'Dangerous when wet',
    '5.1': 'Oxidizing substances',
    '5.2': 'Organic peroxides',
    '6.1': 'Toxic substances',
    '6.2': 'Infectious substances',
    '7': 'Radioactive material',
    '8': 'Corrosive substances',
    '9': 'Miscellaneous dangerous goods'
};
/** A yes-or-no fact the shipper may leave unanswered (dangerous goods, temperature control). */ const yesOrNo = [
    'no',
    'yes'
];
const yesOrNoLabels = {
    no: 'No',
    yes: 'Yes'
};
/** Each line is its own document `quotes/{id}/packages/{n}`, so the rules can check every line within their 1,000-expression limit. */ const PACKAGES_SUBCOLLECTION = 'packages';
function packageLinesOf(docs) {
    return [
        ...docs
    ].sort((a, b)=>Number(a.id) - Number(b.id)).map((doc)=>doc.data);
}
/** LCL shares a container and is charged per W/M; FCL takes whole boxes. */ const containerLoads = [
    'lcl',
    'fcl'
];
const cargoLimits = {
    maxLines: 10,
    maxCount: 9999,
    maxDimensionCm: 2000,
    maxWeightKg: 50000,
    maxDecimals: 2
};
/**
 * Beyond these no carrier of the mode takes the piece, so the form and the rules refuse the line;
 * beyond the ordinary equipment a piece is only flagged out of gauge. The footprint may be turned, the height not.
 * The limits are per line because the rules judge each line without seeing the others.
 */ const modeLimits = {
    sea: {
        count: 9999,
        lengthCm: 2000,
        widthCm: 1000,
        heightCm: 1000,
        pieceKg: 50000,
        lineCbm: 5000,
        lineKg: 5_000_000
    },
    air: {
        count: 9999,
        lengthCm: 2000,
        widthCm: 600,
        heightCm: 400,
        pieceKg: 30000,
        lineCbm: 1000,
        lineKg: 150_000
    },
    land: {
        count: 9999,
        lengthCm: 2000,
        widthCm: 500,
        heightCm: 450,
        pieceKg: 50000,
        lineCbm: 1000,
        lineKg: 500_000
    }
};
const anyModeLimit = (()=>{
    const all = freightModes.map((mode)=>modeLimits[mode]);
    const largest = (key)=>Math.max(...all.map((limit)=>limit[key]));
    return {
        count: largest('count'),
        lengthCm: largest('lengthCm'),
        widthCm: largest('widthCm'),
        heightCm: largest('heightCm'),
        pieceKg: largest('pieceKg'),
        lineCbm: largest('lineCbm'),
        lineKg: largest('lineKg')
    };
})();
function modeLimitOf(mode) {
    return mode === null ? anyModeLimit : modeLimits[mode];
}
const packageFields = [
    'count',
    'lengthCm',
    'widthCm',
    'heightCm',
    'grossWeightKg'
];
/** The yes/no facts of a package line, each optional: a line that does not say takes the default. */ const packageFlags = [
    'stackable'
];
/**
 * Forwarders load cargo stacked unless the shipper says it must not be, so a line that does not say is
 * stackable, and the form's box starts ticked: the shipper who knows better unticks it.
 */ const packageFlagDefaults = {
    stackable: true
};
const freightModeLabels = {
    sea: 'Sea',
    air: 'Air',
    land: 'Land'
};
/** Object.fromEntries loses the key types; every term is mapped. */ const byIncoterm = (pick)=>Object.fromEntries(incoterms.map((term)=>[
            term,
            pick(incotermFacts[term])
        ]));
const incotermLabels = byIncoterm((facts)=>facts.name);
/** One line per term, shown with the choice. */ const incotermHelp = byIncoterm((facts)=>facts.help);
const containerLoadLabels = {
    lcl: 'LCL',
    fcl: 'FCL'
};

;// ../shared-data/src/freight/cargo.ts
/* unused harmony import specifier */ var cargo_freightModes;
/* unused harmony import specifier */ var cargo_incoterms;
// Cargo figures of a freight quote. Pure, so the quote form, the server and the admin screens agree.
// Air's divisor is 6,000 cm³/kg (IATA): 1 m³ is 166.7 kg by volume, not the rounded 167.
// Every intermediate is exact (inputs scaled to BigInt); only the final figures are rounded, half up.
// Above 15 W/M a whole box usually costs less than LCL, so FCL is suggested; LCL charges at least 1 W/M.
// A container count is what a load plan of the stated pieces needs (rows across the floor, stacked when allowed),
// and never less than the volume and the payload need.
// A piece that fits no container is out of gauge: noted, and left out of the count, not split into boxes it cannot enter.


function isFreightMode(value) {
    return typeof value === 'string' && cargo_freightModes.includes(value);
}
function isIncoterm(value) {
    return typeof value === 'string' && cargo_incoterms.includes(value);
}
function isContainerLoad(value) {
    return value === 'lcl' || value === 'fcl';
}
const volumetricDivisorCm3PerKg = {
    air: 6000,
    sea: 1000,
    land: 3000
};
/**
 * Typical ISO dry boxes, cheapest first (20′ GP, 40′ GP, 40′ HC); carriers' boxes differ by a few cm and kg, so
 * payloads are rounded down. The one table of inside sizes, doors and payloads: the counts, the out-of-gauge notes
 * and the labels all read it.
 */ const containerTypes = {
    twentyFoot: {
        label: '20′ GP',
        volumeCbm: 33,
        payloadKg: 28000,
        inside: {
            lengthCm: 589,
            widthCm: 235,
            heightCm: 239
        },
        door: {
            widthCm: 234,
            heightCm: 228
        }
    },
    fortyFoot: {
        label: '40′ GP',
        volumeCbm: 67,
        payloadKg: 26600,
        inside: {
            lengthCm: 1203,
            widthCm: 235,
            heightCm: 239
        },
        door: {
            widthCm: 234,
            heightCm: 228
        }
    },
    fortyFootHighCube: {
        label: '40′ HC',
        volumeCbm: 76,
        payloadKg: 26500,
        inside: {
            lengthCm: 1203,
            widthCm: 235,
            heightCm: 269
        },
        door: {
            widthCm: 234,
            heightCm: 258
        }
    }
};
const containerSizes = Object.keys(containerTypes);
/** Air: a 20-ft main-deck pallet under a 300 cm contour. Land: a 13.6 m semi-trailer within a 40 t road train. */ const standardHolds = {
    air: {
        name: "a freighter's main deck",
        lengthCm: 600,
        widthCm: 240,
        heightCm: 300,
        pieceKg: 6800,
        instead: 'an air charter'
    },
    land: {
        name: 'a standard 13.6 m trailer',
        lengthCm: 1360,
        widthCm: 245,
        heightCm: 270,
        pieceKg: 24000,
        instead: 'an abnormal load (low-loader, permits, escort)'
    }
};
const lclMaxFreightTons = 15;
const lclMinimumFreightTons = 1;
/** Solid steel is about 7,850 kg/m³: anything denser is usually a total typed per package, or mm typed as cm. */ const maxPlausibleDensityKgPerCbm = 8000;
const cargoDecimals = {
    volumeCbm: 3,
    weightKg: 1
};
const airChargeableStepKg = 0.5;
const SCALE = 10n ** BigInt(cargoLimits.maxDecimals);
/** '12.' passes: it is how a value being typed looks. */ const DECIMAL = /^(?=\.?\d)(\d*)(?:\.(\d*))?$/;
function isBlank(raw) {
    return raw === null || raw === undefined || typeof raw === 'string' && raw.trim() === '';
}
function parseMeasure(raw, limit, whole) {
    if (isBlank(raw)) return {
        ok: 'blank'
    };
    let text;
    if (typeof raw === 'number') {
        if (!Number.isFinite(raw)) return {
            ok: false,
            problem: 'notANumber'
        };
        // The shortest text that reads back as the same number ('0.1', not 0.1000000000000000055...).
        text = String(raw);
    } else if (typeof raw === 'string') {
        text = raw.trim();
    } else {
        return {
            ok: false,
            problem: 'notANumber'
        };
    }
    const sign = /^[+-]/.exec(text)?.[0];
    if (sign) text = text.slice(1);
    const match = DECIMAL.exec(text);
    if (!match) return {
        ok: false,
        problem: 'notANumber'
    };
    const integerPart = match[1] || '0';
    const fraction = (match[2] ?? '').replace(/0+$/, '');
    const isZero = /^0*$/.test(integerPart) && fraction === '';
    if (sign === '-' || isZero) return {
        ok: false,
        problem: 'notPositive'
    };
    if (whole && fraction !== '') return {
        ok: false,
        problem: 'notWholeNumber'
    };
    if (fraction.length > cargoLimits.maxDecimals) return {
        ok: false,
        problem: 'tooManyDecimals'
    };
    const value = BigInt(integerPart) * SCALE + BigInt(fraction.padEnd(cargoLimits.maxDecimals, '0'));
    if (value > BigInt(limit) * SCALE) return {
        ok: false,
        problem: 'tooLarge'
    };
    return {
        ok: true,
        value
    };
}
function divideHalfUp(numerator, denominator) {
    return (numerator * 2n + denominator) / (denominator * 2n);
}
function divideUp(numerator, denominator) {
    return (numerator + denominator - 1n) / denominator;
}
function cargo_toNumber(units, decimals) {
    return Number(units) / 10 ** decimals;
}
const limitOf = {
    count: cargoLimits.maxCount,
    lengthCm: cargoLimits.maxDimensionCm,
    widthCm: cargoLimits.maxDimensionCm,
    heightCm: cargoLimits.maxDimensionCm,
    grossWeightKg: cargoLimits.maxWeightKg
};
const scaled = (value)=>BigInt(Math.round(value * Number(SCALE)));
function modeIssues(index, values, limit) {
    const issues = [];
    const { count, lengthCm, widthCm, heightCm, grossWeightKg } = values;
    if (count > scaled(limit.count)) issues.push({
        line: index,
        field: 'count',
        problem: 'beyondMode'
    });
    // The footprint may be given either way round.
    const longer = lengthCm >= widthCm ? 'lengthCm' : 'widthCm';
    const shorter = longer === 'lengthCm' ? 'widthCm' : 'lengthCm';
    if (values[longer] > scaled(limit.lengthCm)) issues.push({
        line: index,
        field: longer,
        problem: 'beyondMode'
    });
    if (values[shorter] > scaled(limit.widthCm)) issues.push({
        line: index,
        field: shorter,
        problem: 'beyondMode'
    });
    if (heightCm > scaled(limit.heightCm)) issues.push({
        line: index,
        field: 'heightCm',
        problem: 'beyondMode'
    });
    if (grossWeightKg > scaled(limit.pieceKg)) issues.push({
        line: index,
        field: 'grossWeightKg',
        problem: 'beyondMode'
    });
    if (issues.length > 0) return issues;
    // count × L × W × H is in cm³ × SCALE⁴; count × weight in kg × SCALE².
    const lineVolume = count * lengthCm * widthCm * heightCm;
    const lineWeight = count * grossWeightKg;
    if (lineVolume > BigInt(limit.lineCbm) * 1_000_000n * SCALE ** 4n || lineWeight > BigInt(limit.lineKg) * SCALE ** 2n) {
        issues.push({
            line: index,
            field: 'count',
            problem: 'lineBeyondMode'
        });
    }
    return issues;
}
function fitsBox(values, box) {
    const longer = values.lengthCm >= values.widthCm ? values.lengthCm : values.widthCm;
    const shorter = values.lengthCm >= values.widthCm ? values.widthCm : values.lengthCm;
    return longer <= scaled(box.lengthCm) && shorter <= scaled(box.widthCm) && values.heightCm <= scaled(box.heightCm);
}
/** A piece must pass the door as well as fit inside, and may be turned on the floor but never tipped over. */ function fitsContainerBySize(values, type) {
    return fitsBox(values, {
        lengthCm: type.inside.lengthCm,
        widthCm: Math.min(type.inside.widthCm, type.door.widthCm),
        heightCm: Math.min(type.inside.heightCm, type.door.heightCm)
    });
}
const fitsContainerByWeight = (values, type)=>values.grossWeightKg <= scaled(type.payloadKg);
const pieceOf = (values)=>({
        lengthCm: cargo_toNumber(values.lengthCm, cargoLimits.maxDecimals),
        widthCm: cargo_toNumber(values.widthCm, cargoLimits.maxDecimals),
        heightCm: cargo_toNumber(values.heightCm, cargoLimits.maxDecimals),
        weightKg: cargo_toNumber(values.grossWeightKg, cargoLimits.maxDecimals)
    });
function gaugeNote(line, mode) {
    let bySize;
    let byWeight;
    if (mode === 'sea') {
        const types = containerSizes.map((size)=>containerTypes[size]);
        if (types.some((type)=>fitsContainerBySize(line.values, type) && fitsContainerByWeight(line.values, type))) return null;
        bySize = !types.some((type)=>fitsContainerBySize(line.values, type));
        byWeight = !types.some((type)=>fitsContainerByWeight(line.values, type));
        if (!bySize && !byWeight) bySize = true; // fits one type by size and another by weight, none by both
    } else {
        const hold = standardHolds[mode];
        bySize = !fitsBox(line.values, hold);
        byWeight = line.values.grossWeightKg > scaled(hold.pieceKg);
        if (!bySize && !byWeight) return null;
    }
    return {
        kind: 'outOfGauge',
        line: line.index,
        mode,
        piece: pieceOf(line.values),
        bySize,
        byWeight
    };
}
function densityNote(line) {
    const { lengthCm, widthCm, heightCm, grossWeightKg } = line.values;
    // weight/SCALE × 10⁶ > max × (L W H)/SCALE³  ⇔  weight × 10⁶ × SCALE² > max × L W H
    const pieceVolume = lengthCm * widthCm * heightCm;
    if (grossWeightKg * 1_000_000n * SCALE ** 2n <= BigInt(maxPlausibleDensityKgPerCbm) * pieceVolume) return null;
    const density = Number(divideHalfUp(grossWeightKg * 1_000_000n * SCALE ** 2n, pieceVolume));
    return {
        kind: 'implausibleWeight',
        line: line.index,
        piece: pieceOf(line.values),
        densityKgPerCbm: density
    };
}
function summarizeCargo(lines, mode, load) {
    const issues = [];
    const limit = modeLimitOf(mode);
    const counted = [];
    lines.forEach((line, index)=>{
        if (packageFields.every((field)=>isBlank(line[field]))) return;
        if (index >= cargoLimits.maxLines) {
            issues.push({
                line: index,
                field: null,
                problem: 'tooManyLines'
            });
            return;
        }
        const values = {};
        const lineIssues = [];
        for (const field of packageFields){
            const parsed = parseMeasure(line[field], limitOf[field], field === 'count');
            if (parsed.ok === true) values[field] = parsed.value;
            else lineIssues.push({
                line: index,
                field,
                problem: parsed.ok === 'blank' ? 'required' : parsed.problem
            });
        }
        if (lineIssues.length === 0) lineIssues.push(...modeIssues(index, values, limit));
        if (lineIssues.length > 0) {
            issues.push(...lineIssues);
            return;
        }
        counted.push({
            index,
            values,
            stackable: typeof line.stackable === 'boolean' ? line.stackable : packageFlagDefaults.stackable,
            volume: values.count * values.lengthCm * values.widthCm * values.heightCm,
            weight: values.count * values.grossWeightKg
        });
    });
    // The count is scaled too: volume is in SCALE⁴ × cm³, weight in SCALE² × kg.
    const sum = (list, key)=>list.reduce((total, line)=>total + line[key], 0n);
    const volume = sum(counted, 'volume');
    const weight = sum(counted, 'weight');
    const packages = counted.reduce((total, line)=>total + line.values.count / SCALE, 0n);
    const volumeScale = SCALE ** 4n;
    const weightScale = SCALE ** 2n;
    const cm3PerCbm = 1_000_000n;
    const volumeUnits = (exact)=>divideHalfUp(exact * 10n ** BigInt(cargoDecimals.volumeCbm), volumeScale * cm3PerCbm);
    const weightTenths = 10n ** BigInt(cargoDecimals.weightKg);
    const weightUnits = (exact)=>divideHalfUp(exact * weightTenths, weightScale);
    const grossUnits = weightUnits(weight);
    const summary = {
        lines: counted.length,
        packages: Number(packages),
        volumeCbm: cargo_toNumber(volumeUnits(volume), cargoDecimals.volumeCbm),
        grossWeightKg: cargo_toNumber(grossUnits, cargoDecimals.weightKg),
        volumetricWeightKg: null,
        chargeableWeightKg: null,
        chargeableBasis: null,
        load: null,
        loadChosen: false,
        freightTons: null,
        containers: null,
        notes: [],
        issues
    };
    if (mode === null) return summary;
    const divisor = BigInt(volumetricDivisorCm3PerKg[mode]);
    const volumetricUnits = divideHalfUp(volume * weightTenths, volumeScale * divisor);
    const volumetricWins = volume * weightScale > weight * volumeScale * divisor;
    let chargeableUnits = volumetricWins ? volumetricUnits : grossUnits;
    let basis = volumetricWins ? 'volumetric' : 'gross';
    if (mode === 'air') {
        // Carriers bill air up to the next 0.5 kg, rounded from the exact weight, not the rounded figure.
        const exactNumerator = volumetricWins ? volume : weight;
        const exactDenominator = volumetricWins ? volumeScale * divisor : weightScale;
        const halves = divideUp(exactNumerator * 2n, exactDenominator);
        chargeableUnits = halves * weightTenths / 2n;
    }
    summary.volumetricWeightKg = cargo_toNumber(volumetricUnits, cargoDecimals.weightKg);
    for (const line of counted){
        const note = gaugeNote(line, mode);
        if (note) summary.notes.push(note);
    }
    for (const line of counted){
        const note = densityNote(line);
        if (note) summary.notes.push(note);
    }
    if (mode === 'sea') {
        const lclSized = volume <= BigInt(lclMaxFreightTons) * cm3PerCbm * volumeScale && weight <= BigInt(lclMaxFreightTons * 1000) * weightScale;
        summary.loadChosen = load === 'lcl' || load === 'fcl';
        summary.load = summary.loadChosen && load ? load : lclSized ? 'lcl' : 'fcl';
        if (summary.loadChosen && summary.load === 'lcl' && !lclSized) summary.notes.push({
            kind: 'lclAboveThreshold'
        });
        if (summary.loadChosen && summary.load === 'fcl' && lclSized && counted.length > 0) summary.notes.push({
            kind: 'fclBelowThreshold'
        });
        if (summary.load === 'lcl') {
            const minimumUnits = BigInt(lclMinimumFreightTons * 1000) * weightTenths;
            if (counted.length > 0 && chargeableUnits < minimumUnits) {
                chargeableUnits = minimumUnits;
                basis = 'minimum';
            }
            // One W/M is 1,000 kg, so the W/M in thousandths is the chargeable weight in whole kg.
            summary.freightTons = cargo_toNumber(divideHalfUp(chargeableUnits, 10n ** BigInt(cargoDecimals.weightKg)), cargoDecimals.volumeCbm);
        } else {
            const inGauge = counted.filter((line)=>!summary.notes.some((note)=>note.kind === 'outOfGauge' && note.line === line.index));
            summary.containers = inGauge.length === 0 ? null : containersFor(inGauge, volumeUnits(sum(inGauge, 'volume')), weightUnits(sum(inGauge, 'weight')));
        }
    }
    if (summary.load === 'fcl') {
        // Whole boxes are priced per box: a sea volumetric or chargeable weight means nothing for them.
        summary.volumetricWeightKg = null;
        return summary;
    }
    summary.chargeableWeightKg = cargo_toNumber(chargeableUnits, cargoDecimals.weightKg);
    summary.chargeableBasis = basis;
    return summary;
}
/** `volumeUnits` in 0.001 CBM, `weightUnits` in 0.1 kg. A type that some piece does not fit counts null. */ function containersFor(lines, volumeUnits, weightUnits) {
    const perCbm = 10n ** BigInt(cargoDecimals.volumeCbm);
    const perKg = 10n ** BigInt(cargoDecimals.weightKg);
    const count = (type)=>{
        if (!lines.every((line)=>fitsContainerBySize(line.values, type) && fitsContainerByWeight(line.values, type))) return null;
        const byVolume = Number(divideUp(volumeUnits, BigInt(type.volumeCbm) * perCbm));
        const byWeight = Number(divideUp(weightUnits, BigInt(type.payloadKg) * perKg));
        return Math.max(1, byVolume, byWeight, boxesByFloor(lines, type));
    };
    return {
        twentyFoot: count(containerTypes.twentyFoot),
        fortyFoot: count(containerTypes.fortyFoot),
        fortyFootHighCube: count(containerTypes.fortyFootHighCube)
    };
}
/** A piece stands on its base and may be turned on the floor; the side across must pass the door. */ function turnsOf(values, type) {
    const passable = Number(scaled(Math.min(type.inside.widthCm, type.door.widthCm)));
    const floorLength = Number(scaled(type.inside.lengthCm));
    const length = Number(values.lengthCm);
    const width = Number(values.widthCm);
    const turns = length === width ? [
        {
            across: width,
            along: length
        }
    ] : [
        {
            across: width,
            along: length
        },
        {
            across: length,
            along: width
        }
    ];
    return turns.filter(({ across, along })=>across <= passable && along <= floorLength);
}
/**
 * Mixing the two ways round is tried while a box takes at most this many rows or lanes of a kind. Smaller pieces
 * go in a plain grid, the better way round: a mix gains them at most a row, and it keeps a keystroke from waiting.
 */ const MIXES_TRIED = 64;
/**
 * The most stacks on `floor` of length and the box's inside width, in the best of three plans: a grid one way round;
 * rows across the width, each row one way round; or lanes along the length, each lane one way round (11 pallets of
 * 120 × 80 cm in a 20′: a lane of 4 lengthwise beside a lane of 7 crosswise).
 */ function stacksOn(floor, width, turns) {
    const grid = (turn)=>Math.floor(floor / turn.along) * Math.floor(width / turn.across);
    let best = Math.max(0, ...turns.map(grid));
    const [first, second] = turns;
    if (!first || !second) return best;
    const [longRows, shortRows] = first.along >= second.along ? [
        first,
        second
    ] : [
        second,
        first
    ];
    const rowsAtMost = Math.floor(floor / longRows.along);
    if (rowsAtMost <= MIXES_TRIED) {
        for(let rows = 0; rows <= rowsAtMost; rows += 1){
            const left = floor - rows * longRows.along;
            best = Math.max(best, rows * Math.floor(width / longRows.across) + Math.floor(left / shortRows.along) * Math.floor(width / shortRows.across));
        }
    }
    const [wideLanes, narrowLanes] = first.across >= second.across ? [
        first,
        second
    ] : [
        second,
        first
    ];
    const lanesAtMost = Math.floor(width / wideLanes.across);
    if (lanesAtMost <= MIXES_TRIED) {
        for(let lanes = 0; lanes <= lanesAtMost; lanes += 1){
            const left = width - lanes * wideLanes.across;
            best = Math.max(best, lanes * Math.floor(floor / wideLanes.along) + Math.floor(left / narrowLanes.across) * Math.floor(floor / narrowLanes.along));
        }
    }
    return best;
}
/** The least floor length (up to `most`) that takes `stacks`: what a part load leaves for other lines. */ function floorFor(stacks, most, width, turns) {
    let [low, high] = [
        0,
        most
    ];
    while(low < high){
        const middle = Math.floor((low + high) / 2);
        if (stacksOn(middle, width, turns) >= stacks) high = middle;
        else low = middle + 1;
    }
    return low;
}
/**
 * Boxes a load plan needs by floor and height: the largest pieces first, each line in rows across the floor (a
 * stackable line in stacks as high as the inside takes), filling the floor other lines left before a new box.
 */ function boxesByFloor(lines, type) {
    const floorLength = Number(scaled(type.inside.lengthCm));
    const width = Number(scaled(type.inside.widthCm));
    const insideHeight = Number(scaled(type.inside.heightCm));
    const largestFirst = [
        ...lines
    ].sort((a, b)=>Number(b.values.lengthCm * b.values.widthCm - a.values.lengthCm * a.values.widthCm));
    let boxes = 0;
    let free = [];
    for (const line of largestFirst){
        const turns = turnsOf(line.values, type);
        const tiers = line.stackable ? Math.max(1, Math.floor(insideHeight / Number(line.values.heightCm))) : 1;
        let stacks = Math.ceil(Number(line.values.count / SCALE) / tiers);
        const next = [];
        for (const space of [
            ...free
        ].sort((a, b)=>b.length - a.length)){
            const each = stacks > 0 ? stacksOn(space.length, width, turns) : 0;
            if (each === 0) {
                next.push(space);
                continue;
            }
            const filled = Math.min(space.boxes, Math.floor(stacks / each));
            stacks -= filled * each;
            next.push({
                length: space.length - floorFor(each, space.length, width, turns),
                boxes: filled
            });
            const partly = stacks > 0 && filled < space.boxes ? 1 : 0;
            if (partly) next.push({
                length: space.length - floorFor(stacks, space.length, width, turns),
                boxes: 1
            });
            if (partly) stacks = 0;
            next.push({
                length: space.length,
                boxes: space.boxes - filled - partly
            });
        }
        if (stacks > 0) {
            const each = stacksOn(floorLength, width, turns);
            const full = Math.floor(stacks / each);
            const rest = stacks - full * each;
            boxes += full + (rest > 0 ? 1 : 0);
            next.push({
                length: floorLength - floorFor(each, floorLength, width, turns),
                boxes: full
            });
            if (rest > 0) next.push({
                length: floorLength - floorFor(rest, floorLength, width, turns),
                boxes: 1
            });
        }
        free = mergedFloors(next);
    }
    return boxes;
}
function mergedFloors(spaces) {
    const byLength = new Map();
    for (const { length, boxes } of spaces)if (boxes > 0 && length > 0) byLength.set(length, (byLength.get(length) ?? 0) + boxes);
    return [
        ...byLength
    ].map(([length, boxes])=>({
            length,
            boxes
        }));
}
/**
 * The choices a forwarder would offer: each type's count, leaving out a type when a cheaper one needs no more boxes
 * (1 × 20′ GP, not also 1 × 40′ GP; a 40′ HC only when it takes fewer boxes than a 40′ GP).
 */ function containerAlternatives(containers) {
    const options = [];
    for (const size of containerSizes){
        const count = containers[size];
        if (typeof count !== 'number') continue;
        if (options.some((cheaper)=>cheaper.count <= count)) continue;
        options.push({
            size,
            count
        });
    }
    return options;
}

;// ../shared-data/src/core/stored-values.ts

/** A pending server timestamp or an invalid value gives null. */ function toDateOrNull(value) {
    let date = null;
    if (value instanceof Date) date = new Date(value.getTime());
    else if (typeof value === 'number') date = new Date(value);
    else if (typeof value === 'string' && value.trim() !== '') date = new Date(value);
    else if (typeof value === 'object' && value !== null) {
        const v = value;
        if (typeof v.toDate === 'function') {
            const d = v.toDate.call(value);
            date = d instanceof Date ? d : null;
        } else if (typeof v.seconds === 'number') {
            date = new Date(v.seconds * 1000 + (typeof v.nanoseconds === 'number' ? Math.floor(v.nanoseconds / 1e6) : 0));
        }
    }
    return date && !Number.isNaN(date.getTime()) ? date : null;
}
function isAbsoluteUrl(value) {
    return /^(https?:|blob:|data:)/i.test(value);
}
function storagePathOf(value) {
    return typeof value === 'string' && value.trim() !== '' ? value : null;
}
/** Documents written by the earlier site hold download URLs; this lets their files be deleted by path. */ function pathFromDownloadUrl(value) {
    const match = /\/o\/([^?#]+)/.exec(value);
    if (match && /firebasestorage|googleapis|:\d+\/v0\/b\//.test(value)) {
        try {
            return decodeURIComponent(match[1] ?? '');
        } catch  {
            return value;
        }
    }
    return value;
}
/** Applications sent before resumes had per-uploader folders name `resume/<name>`. */ function folderPathOf(folder, value) {
    const path = storagePathOf(value);
    if (!path) return '';
    const clean = pathFromDownloadUrl(path.trim());
    const nested = folder === 'resume' ? '([^/]+/)?' : '';
    return new RegExp(`^${folder}/${nested}[^/]+$`).test(clean) ? clean : '';
}
function resumePathOf(value) {
    return folderPathOf('resume', value);
}
/** Accepts the value itself or its word in any case and spacing. */ function serviceValueOf(entry) {
    if (typeof entry !== 'string') return undefined;
    const exact = serviceValues.find((value)=>value === entry);
    if (exact) return exact;
    const key = entry.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
    return serviceValues.find((value)=>serviceLabels[value].toLowerCase() === key || value.toLowerCase() === key.replace(/ /g, ''));
}
function toServiceValues(value) {
    if (!Array.isArray(value)) return [];
    const found = new Set(value.map(serviceValueOf));
    return serviceValues.filter((service)=>found.has(service));
}

;// ../shared-data/src/freight/prices.ts
/**
 * Prices as the server gives them to a shipper. Rate cards stay staff data; a
 * visitor's browser only ever receives the indicative price of its own quote,
 * which the public forms' function computes and stores on the quote.
 */ const currencies = [
    'INR',
    'USD'
];
const months = (/* unused pure expression or super */ null && ([
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December'
]));
/** A whole amount with thousands separators and its currency: 'USD 1,700', or 'USD 1,700–2,100' for a range. */ function priceAmountText({ currency, low, high }) {
    const amount = (value)=>Math.round(value).toLocaleString('en-US');
    return low === high ? `${currency} ${amount(low)}` : `${currency} ${amount(low)}–${amount(high)}`;
}
/** A calendar day (yyyy-mm-dd) as the site writes dates: 'December 29, 2026'. */ function calendarDayText(day) {
    const [year, month, date] = day.split('-').map(Number);
    return `${months[month - 1]} ${date}, ${year}`;
}
/** '5 days', '1 day' or '5–7 days'. */ function transitText({ transitDaysLow: low, transitDaysHigh: high }) {
    if (low === high) return `${low} ${low === 1 ? 'day' : 'days'}`;
    return `${low}–${high} days`;
}
/** Said with every indicative price: the amount is not the final one. */ const CONFIRM_PRICE_TEXT = 'Our team will confirm the final price.';
/** Said instead of a price when no valid rate matched: never a number. */ const PRICE_LATER_TEXT = 'We will price this for you';
/** Promised with `PRICE_LATER_TEXT`. */ const PRICE_LATER_PROMISE_TEXT = 'Our team will answer within one business hour.';
/**
 * What a rate card's amount is per: a container of one type (sea FCL), a W/M (sea LCL), a kg of chargeable weight
 * (air, or land) or a truck (land).
 */ const rateBases = [
    'gp20',
    'gp40',
    'hc40',
    'wm',
    'kg',
    'truck'
];
/** The bases each mode is priced on; the forms and the rules allow only these pairs. */ const rateBasesByMode = {
    sea: [
        'gp20',
        'gp40',
        'hc40',
        'wm'
    ],
    air: [
        'kg'
    ],
    land: [
        'truck',
        'kg'
    ]
};
/** How a container is named to shippers, e.g. '2 × 20′ GP'. */ const equipmentNames = (/* unused pure expression or super */ null && ({
    gp20: '20′ GP',
    gp40: '40′ GP',
    hc40: '40′ HC'
}));
const rateBasisLabels = (/* unused pure expression or super */ null && ({
    gp20: '20′ GP, per container',
    gp40: '40′ GP, per container',
    hc40: '40′ HC, per container',
    wm: 'LCL, per W/M',
    kg: 'Per kg of chargeable weight',
    truck: 'Per truck'
}));
/**
 * The weight breaks of a per-kg rate (IATA's usual +45, +100, +300, +500 and +1,000 kg): each an optional lower rate
 * per kg from that chargeable weight up.
 */ const weightBreaksKg = [
    45,
    100,
    300,
    500,
    1000
];
const weightBreakField = (kg)=>`perKgFrom${kg}`;

;// ../shared-data/src/schemas/rules.ts
/** Field helpers of the entity schemas. Input checks live in field-inputs.ts, so reading a document loads none of them. */ 





/** Most important first: a form names the first code any field has. */ const issueCodes = [
    'required',
    'consent',
    'email',
    'phone',
    'tooLong',
    'characters',
    'format',
    'date',
    'package',
    'choice',
    'repeated'
];
const displayKinds = (/* unused pure expression or super */ null && ([
    'text',
    'multiLine',
    'date',
    'email',
    'phone',
    'list',
    'cargo',
    'document'
]));
function shown(def, display) {
    return {
        ...def,
        display
    };
}
function field(stored, info, storedAs) {
    return {
        stored,
        info: {
            ...info,
            writer: 'public'
        },
        storedAs,
        writer: 'public'
    };
}
/** Optional in the stored schema: documents stored before the field existed lack it, and it is written after the create. */ function writtenBy(writer, def) {
    return {
        ...def,
        info: {
            ...def.info,
            presence: 'optional',
            writer
        },
        writer
    };
}
/**
 * Asked only while `when` holds (a pickup address for the terms that make us collect): a form shows the field then,
 * and the input drops its answer otherwise, so a hidden answer is never stored. `required`: required while asked.
 */ function askedWhen(def, when, { required = false } = {}) {
    return {
        ...def,
        info: {
            ...def.info,
            askedWhen: when,
            ...required ? {
                requiredWhen: when
            } : {}
        }
    };
}
/** Required while `when` holds (the cargo value when insurance is asked for); optional otherwise. */ function requiredWhen(def, when) {
    return {
        ...def,
        info: {
            ...def.info,
            requiredWhen: when
        }
    };
}
/** Whether `when` holds for these answers (a form's values or an input). */ function conditionHolds(when, values) {
    const value = values[when.field];
    if (when.is) return when.is.includes(value);
    return !(value === undefined || value === null || value === false || typeof value === 'string' && value.trim() === '');
}
/** Whether the answers ask for the entity's field: always, unless its `askedWhen` does not hold. */ function isAsked(entity, key, values) {
    const when = entity.fields[key]?.info.askedWhen;
    return !when || conditionHolds(when, values);
}
function writerOf(info) {
    return info.writer ?? 'public';
}
function fieldLabel(key, info) {
    return info?.label ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}
const storedText = dist_optional(string(), '');
const storedOptionalText = dist_optional(string());
/** Limited by limits.json; free of control and bidi-override characters. */ function rules_text(limit, options) {
    const { multiLine = false, keepSpaces = false, mayBeEmpty = false, optional = false, label, checks } = options ?? {};
    const max = entities/* fieldLimits */.HC[limit];
    const presence = optional ? 'optional' : mayBeEmpty ? 'stored' : 'filled';
    const stored = presence === 'optional' ? storedOptionalText : storedText;
    // `stored` is the schema TextStored<O> names for these options.
    return field(stored, {
        kind: 'text',
        max,
        multiLine,
        keepSpaces,
        presence,
        label,
        ...checks ? {
            checks
        } : {}
    });
}
function rules_email({ label = 'e-mail' } = {}) {
    return field(storedText, {
        kind: 'email',
        max: entities/* fieldLimits */.HC.email,
        presence: 'filled',
        label
    });
}
function phone(limit, { label } = {}) {
    return field(storedText, {
        kind: 'phone',
        max: entities/* fieldLimits */.HC[limit],
        presence: 'filled',
        label
    });
}
/** A stored list may hold the services' words, as the earlier site stored them. */ function rules_services() {
    const stored = dist_optional(pipe(array(string()), check((list)=>list.every((entry)=>serviceValueOf(entry) !== undefined), `Every entry must be one of ${serviceValues.join(', ')}`), transform((list)=>toServiceValues(list))), ()=>[]);
    return field(stored, {
        kind: 'services',
        values: serviceValues,
        presence: 'filled'
    });
}
function choice(options, settings) {
    const optional = settings?.optional === true;
    const stored = optional ? dist_optional(picklist(options)) : dist_optional(picklist(options), options[0]);
    // `stored` is the schema ChoiceStored<T, O> names for these settings.
    return field(stored, {
        kind: 'choice',
        options,
        presence: optional ? 'optional' : 'filled',
        label: settings?.label
    });
}
const storedFlag = dist_optional(dist_boolean(), false);
const storedOptionalFlag = dist_optional(dist_boolean());
/** `optional`: absent from documents stored before it was asked, rather than read as false. */ function flag(options) {
    const optional = options?.optional === true;
    // `stored` is the schema FlagStored<O> names for these options.
    const stored = optional ? storedOptionalFlag : storedFlag;
    return field(stored, {
        kind: 'flag',
        presence: optional ? 'optional' : 'filled',
        label: options?.label
    });
}
/** Type and size are checked by `validateFile`, content by `checkResumeContent`; a stored path outside the folder reads as ''. */ function rules_file(folder, storedAs, { label } = {}) {
    const stored = dist_optional(pipe(string(), transform((value)=>folderPathOf(folder, value))), '');
    return field(stored, {
        kind: 'file',
        folder,
        max: entities/* fieldLimits */.HC.storagePath,
        presence: 'filled',
        label
    }, storedAs);
}
/** A stored download URL of the earlier site is read as it is. */ function photo({ label } = {}) {
    const stored = dist_optional(nullable(string()), null);
    return field(stored, {
        kind: 'photo',
        folder: 'images',
        max: entities/* fieldLimits */.HC.storagePath,
        presence: 'filled',
        label
    });
}
function isCalendarDay(value) {
    if (typeof value !== 'string' || !/^[2-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/.test(value)) return false;
    const [year, month, day] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/** The rules then check that the day exists, as `isCalendarDay` does. */ const calendarDayPattern = '[2-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';
/** A calendar day 'YYYY-MM-DD'; optional unless `required`. */ function rules_date(options) {
    const { label, required = false } = options ?? {};
    const stored = required ? string() : dist_optional(string());
    // `stored` is the schema DateStored<O> names for these options.
    return field(stored, {
        kind: 'date',
        presence: required ? 'filled' : 'optional',
        label
    });
}
/** A number within its range of limits.json (`numbers`); `notBelow`: never below the number of that field. */ function rules_number(limit, options) {
    const { label, optional = false, notBelow } = options ?? {};
    const { min, max, decimals } = entities/* numberLimits */.m_[limit];
    const stored = optional ? dist_optional(number()) : number();
    // `stored` is the schema NumberStored<O> names for these options.
    return field(stored, {
        kind: 'number',
        min,
        max,
        decimals,
        presence: optional ? 'optional' : 'filled',
        label,
        ...notBelow ? {
            notBelow
        } : {}
    });
}
function rules_packages({ label = 'package lines' } = {}) {
    const storedLine = strictObject({
        ...Object.fromEntries(packageFields.map((key)=>[
                key,
                number()
            ])),
        ...Object.fromEntries(packageFlags.map((key)=>[
                key,
                dist_optional(dist_boolean())
            ]))
    });
    const stored = dist_optional(array(storedLine));
    return field(stored, {
        kind: 'packages',
        maxLines: cargoLimits.maxLines,
        presence: 'optional',
        label
    });
}
/** True on every new document; a stored document of the earlier site may lack it. */ function consent({ label = 'consent' } = {}) {
    const stored = dist_optional(dist_boolean());
    return field(stored, {
        kind: 'consent',
        presence: 'filled',
        label
    });
}
const documentIdPattern = '[A-Za-z0-9_-]{1,128}';
function documentId({ label } = {}) {
    const stored = dist_optional(string());
    return field(stored, {
        kind: 'documentId',
        presence: 'optional',
        label
    });
}
function reference() {
    const stored = dist_optional(nullable(string()), null);
    return writtenBy('server', field(stored, {
        kind: 'reference',
        presence: 'optional'
    }));
}
/** Quotes stored before the load, W/M, high-cube count and notes were recorded lack them. */ function storedCargo() {
    const weight = nullable(number());
    const count = nullable(number());
    const stored = dist_optional(nullable(strictObject({
        volumeCbm: number(),
        grossWeightKg: number(),
        volumetricWeightKg: weight,
        chargeableWeightKg: weight,
        chargeableBasis: dist_optional(nullable(picklist([
            'gross',
            'volumetric',
            'minimum'
        ]))),
        load: dist_optional(nullable(picklist(containerLoads))),
        loadChosen: dist_optional(dist_boolean()),
        freightTons: dist_optional(nullable(number())),
        containers: nullable(strictObject({
            twentyFoot: count,
            fortyFoot: count,
            fortyFootHighCube: dist_optional(count)
        })),
        notes: dist_optional(array(string()))
    })), null);
    return writtenBy('server', field(stored, {
        kind: 'cargo',
        presence: 'optional'
    }));
}
/** The indicative price the server matched from the rate cards; null when no valid rate matched. */ function indicativePrice() {
    const stored = dist_optional(nullable(strictObject({
        currency: picklist(currencies),
        low: number(),
        high: number(),
        covers: string(),
        validUntil: string(),
        transitDaysLow: number(),
        transitDaysHigh: number()
    })), null);
    return writtenBy('server', field(stored, {
        kind: 'price',
        presence: 'optional'
    }));
}
/** The price staff sent the shipper ('Send price'); its checks are `staffPriceInput` and the rules' `staffPrice()`. */ function staffPrice() {
    const stored = dist_optional(strictObject({
        amount: number(),
        currency: picklist(currencies),
        validUntil: string(),
        message: string()
    }));
    const { maxAmount, maxDecimals } = entities/* staffPriceLimits */.kA;
    const info = {
        kind: 'staffPrice',
        maxAmount,
        maxDecimals,
        currencies: currencies,
        maxMessage: entities/* fieldLimits */.HC.priceMessage,
        presence: 'optional',
        changeOnly: true,
        label: 'price'
    };
    return field(stored, info);
}
/** The SHA-256 of a secret handed to the visitor (base64url); the secret itself is not on the document. */ function keyHash({ label } = {}) {
    const stored = dist_optional(string());
    return writtenBy('server', field(stored, {
        kind: 'keyHash',
        presence: 'optional',
        label
    }));
}
function searchTerms() {
    const stored = dist_optional(array(string()));
    return writtenBy('server', field(stored, {
        kind: 'terms',
        presence: 'optional'
    }));
}
/** One flag per chosen value, so an equality filter on one value combines with the search. */ function valueFlags() {
    const stored = dist_optional(record(string(), literal(true)));
    return writtenBy('server', field(stored, {
        kind: 'flags',
        presence: 'optional'
    }));
}
/** A staff member's e-mail in lower case, or '' for nobody; the rules check it against the allow-list. */ function assignee(area, { label = 'assignee' } = {}) {
    const stored = dist_optional(string());
    return field(stored, {
        kind: 'assignee',
        area,
        max: entities/* fieldLimits */.HC.email,
        presence: 'optional',
        label
    });
}
/** A time only the server writes (the Admin SDK's timestamp). */ function serverTime() {
    return writtenBy('server', field(storedTime, {
        kind: 'time',
        presence: 'optional'
    }));
}
const storedTime = dist_optional(pipe(unknown(), check((value)=>value === null || toDateOrNull(value) !== null, 'Expected a time'), transform(toDateOrNull)), null);

;// ../shared-data/src/schemas/field-inputs.ts
// Issues carry a code, not a sentence, so each form and the data interface word them their own way.






const notBlank = (value)=>value.trim() !== '';
/** An empty value passes: whether it may be empty is the text's own rule. */ function formatCheck(checks) {
    const format = pipe(string(), ...checks);
    return check((value)=>value === '' || is(format, value), 'format');
}
function checkedText(max, multiLine, keepSpaces, mayBeEmpty, checks = []) {
    return pipe(string('required'), transform((value)=>keepSpaces ? value : value.trim()), check((value)=>mayBeEmpty || notBlank(value), 'required'), maxLength(max, 'tooLong'), check((value)=>(0,entities/* isCleanText */.Bs)(value, multiLine), 'characters'), formatCheck(checks));
}
function textInput({ max, multiLine, keepSpaces, presence, checks }) {
    const checked = checkedText(max, multiLine, keepSpaces, presence !== 'filled', checks);
    return presence === 'filled' ? checked : presence === 'stored' ? dist_optional(checked, '') : dist_optional(checked);
}
function emailInput({ max }) {
    return pipe(string('required'), transform((value)=>value.trim()), check(notBlank, 'required'), maxLength(max, 'tooLong'), check((value)=>(0,entities/* isEmailAddress */.Z6)(value), 'email'));
}
function phoneInput({ max }) {
    return pipe(string('required'), transform((value)=>value.trim()), check(notBlank, 'required'), maxLength(max, 'tooLong'), check(entities/* isPhoneNumber */.I8, 'phone'));
}
function servicesInput() {
    return pipe(array(picklist(serviceValues, 'choice'), 'required'), minLength(1, 'required'), check((list)=>new Set(list).size === list.length, 'repeated'), transform((list)=>serviceValues.filter((value)=>list.includes(value))));
}
function choiceInput({ options, presence }) {
    const picked = picklist(options, 'choice');
    return presence === 'optional' ? dist_optional(picked) : picked;
}
function flagInput() {
    return dist_optional(dist_boolean('choice'), false);
}
/** Not given, it stays out (a form with the checkbox sends it ticked or not). */ function optionalFlagInput() {
    return dist_optional(dist_boolean('choice'));
}
function isBlob(value) {
    return typeof Blob !== 'undefined' && value instanceof Blob;
}
function fileInput() {
    return custom(isBlob, 'required');
}
function photoInput({ folder, max }) {
    const inFolder = new RegExp(`^${folder}/[^/]+$`);
    return custom((value)=>isBlob(value) || typeof value === 'object' && value !== null && typeof value.path === 'string' && inFolder.test(value.path) && value.path.length <= max, 'required');
}
function requiredDateInput() {
    return pipe(string('required'), transform((value)=>value.trim()), check(notBlank, 'required'), check((value)=>isCalendarDay(value), 'date'));
}
/** Digits with a dot for decimals and a sign (the range decides whether a minus may pass). */ const decimalNumber = /^[+-]?[0-9]+(?:\.[0-9]+)?$/;
/** A number, or the text of one as a form's input gives it ('1700', ' 12.50 '); out of range or too precise is a format problem. */ function numberInput({ min, max, decimals }) {
    return pipe(union([
        number(),
        string()
    ], 'format'), check((value)=>typeof value === 'number' || value.trim() !== '', 'required'), check((value)=>typeof value === 'number' || decimalNumber.test(value.trim()), 'format'), transform((value)=>typeof value === 'number' ? value : Number(value.trim())), check((value)=>Number.isFinite(value) && value >= min && value <= max && hasDecimals(value, decimals), 'format'));
}
/** Left blank ('' or only spaces), it is not given. */ function optionalNumberInput(info) {
    const given = numberInput(info);
    return dist_optional(pipe(union([
        number(),
        string()
    ], 'format'), transform((value)=>typeof value === 'string' && value.trim() === '' ? undefined : value), check((value)=>value === undefined || is(given, value), 'format'), transform((value)=>value === undefined ? undefined : parse(given, value))));
}
/** At most `decimals` decimals, read from the shortest text of the number (0.1 + 0.2 is not 0.3 here). */ function hasDecimals(value, decimals) {
    const [, fraction = ''] = String(value).split('.');
    return !String(value).includes('e') && fraction.length <= decimals;
}
function dateInput() {
    return dist_optional(pipe(string('date'), transform((value)=>value.trim()), check((value)=>value === '' || isCalendarDay(value), 'date'), transform((value)=>value === '' ? undefined : value)));
}
const asPackageLine = (entry)=>({
        count: entry.count,
        lengthCm: entry.lengthCm,
        widthCm: entry.widthCm,
        heightCm: entry.heightCm,
        grossWeightKg: entry.grossWeightKg,
        stackable: entry.stackable
    });
/** The measures as numbers, and each flag the sender gave (Firestore stores no undefined). */ function storedLineOf(entry) {
    const measures = Object.fromEntries(packageFields.map((key)=>[
            key,
            Number(String(entry[key]).trim())
        ]));
    const flags = Object.fromEntries(packageFlags.flatMap((key)=>typeof entry[key] === 'boolean' ? [
            [
                key,
                entry[key]
            ]
        ] : []));
    return {
        ...measures,
        ...flags
    };
}
const isBlankMeasure = (value)=>value === null || value === undefined || typeof value === 'string' && value.trim() === '';
function packagesInput({ maxLines }) {
    const measure = dist_optional(union([
        number(),
        string(),
        null_()
    ]));
    const flag = dist_optional(dist_boolean('package'));
    const flags = Object.fromEntries(packageFlags.map((key)=>[
            key,
            flag
        ]));
    const line = object({
        count: measure,
        lengthCm: measure,
        widthCm: measure,
        heightCm: measure,
        grossWeightKg: measure,
        ...flags
    });
    return dist_optional(pipe(array(line, 'package'), transform((lines)=>lines.filter((entry)=>!packageFields.every((key)=>isBlankMeasure(entry[key])))), check((lines)=>lines.length <= maxLines, 'package'), check((lines)=>summarizeCargo(lines.map(asPackageLine), null).issues.length === 0, 'package'), transform((lines)=>lines.length === 0 ? undefined : lines.map(storedLineOf))));
}
function consentInput() {
    return pipe(dist_boolean('consent'), check((value)=>value, 'consent'));
}
const documentIdRegExp = new RegExp(`^(?:${documentIdPattern})$`);
function documentIdInput() {
    return dist_optional(pipe(string('choice'), transform((value)=>value.trim()), check((value)=>value === '' || documentIdRegExp.test(value), 'choice'), transform((value)=>value === '' ? undefined : value)));
}
/** '' (nobody) or an e-mail address, in lower case; whether it is staff is the rules' (and the allow-list's) business. */ function assigneeInput({ max }) {
    return pipe(string('choice'), transform((value)=>value.trim().toLowerCase()), maxLength(max, 'tooLong'), check((value)=>value === '' || (0,entities/* isEmailAddress */.Z6)(value), 'email'));
}
const serverOnlyInput = pipe(unknown(), check(()=>false, 'choice'));
function schemaOf(info) {
    switch(info.kind){
        case 'text':
            return textInput(info);
        case 'email':
            return emailInput(info);
        case 'phone':
            return phoneInput(info);
        case 'services':
            return servicesInput();
        case 'choice':
            return choiceInput(info);
        case 'flag':
            return info.presence === 'optional' ? optionalFlagInput() : flagInput();
        case 'file':
            return fileInput();
        case 'photo':
            return photoInput(info);
        case 'date':
            return info.presence === 'optional' ? dateInput() : requiredDateInput();
        case 'number':
            return info.presence === 'optional' ? optionalNumberInput(info) : numberInput(info);
        case 'packages':
            return packagesInput(info);
        case 'consent':
            return consentInput();
        case 'documentId':
            return documentIdInput();
        case 'reference':
        case 'cargo':
        case 'price':
        case 'staffPrice':
        case 'keyHash':
        case 'terms':
        case 'flags':
        case 'time':
            return serverOnlyInput;
        case 'assignee':
            return assigneeInput(info);
        default:
            return unknownKind(info);
    }
}
function unknownKind(info) {
    throw new Error(`No input schema for the field kind ${JSON.stringify(info.kind)}.`);
}
function inputOf(def) {
    // The declaring helper of rules.ts names, as InputOf<D>, the builder schemaOf picks for its kind.
    return pipe(schemaOf(def.info), metadata({
        field: def.info
    }));
}
function inputSchemaOf(entity) {
    const writer = 'public';
    const entries = Object.entries(entity.fields).filter(([, def])=>def.writer === writer);
    // Object.fromEntries loses the key types; InputEntries states them.
    return object(Object.fromEntries(entries.map(([key, def])=>[
            key,
            inputOf(def)
        ])));
}
/**
 * The facts its fields ask only under a condition (`askedWhen`, `requiredWhen`, `notBelow`), checked across the
 * fields once each has passed its own checks: a field required while its condition holds is 'required', a number
 * below the one it may not go below is 'format', and an answer its condition does not ask for is dropped (the form
 * hides that field, so a hidden answer is never stored).
 */ function conditionsOf(entity) {
    const fields = Object.entries(entity.fields).filter(([, def])=>def.writer === 'public' && (def.info.askedWhen || def.info.requiredWhen || def.info.notBelow));
    return rawTransform(({ dataset, addIssue, NEVER })=>{
        const input = dataset.value;
        const asked = (key)=>isAsked(entity, key, input);
        const issue = (key, code)=>addIssue({
                message: code,
                path: [
                    {
                        type: 'object',
                        origin: 'value',
                        input,
                        key,
                        value: input[key]
                    }
                ]
            });
        let refused = false;
        for (const [key, { info }] of fields){
            if (!asked(key)) continue;
            const value = input[key];
            if (info.requiredWhen && conditionHolds(info.requiredWhen, input) && !conditionHolds({
                field: key
            }, input)) {
                issue(key, 'required');
                refused = true;
            } else if (info.notBelow && typeof value === 'number' && typeof input[info.notBelow] === 'number' && value < input[info.notBelow]) {
                issue(key, 'format');
                refused = true;
            }
        }
        if (refused) return NEVER;
        const output = {
            ...input
        };
        for (const [key] of fields)if (!asked(key)) delete output[key];
        // The same object less the answers not asked for, each of which is optional.
        return output;
    });
}
function fieldInfo(schema) {
    let current = schema;
    for(let depth = 0; current && depth < 4; depth++){
        const found = current.pipe?.find((item)=>item.kind === 'metadata' && item.metadata?.field)?.metadata?.field;
        if (found) return found;
        current = current.wrapped ?? current.pipe?.[0];
    }
    return undefined;
}

;// ../shared-data/src/schemas/form-values.ts
// Optional fields stay out of the empty values unless asked for: a form that shows one starts it as it likes.

function entriesOf(schema) {
    return 'entries' in schema ? schema.entries : schema.pipe[0].entries;
}
function emptyForm(schema, { optional = false } = {}) {
    const values = {};
    for (const [key, entry] of Object.entries(entriesOf(schema))){
        const info = fieldInfo(entry);
        if (!info) throw new Error(`The form field "${key}" is not built from the entity schema helpers.`);
        // A checkbox is always answered, ticked or not.
        if (info.presence === 'optional' && info.kind !== 'flag') {
            if (optional) values[key] = '';
            continue;
        }
        switch(info.kind){
            case 'services':
                values[key] = [];
                break;
            case 'choice':
                values[key] = info.options[0];
                break;
            case 'flag':
            case 'consent':
                values[key] = false;
                break;
            case 'file':
            case 'photo':
                values[key] = null;
                break;
            default:
                values[key] = '';
        }
    }
    // Built key by key from the schema's entries, which FormValues<S> and FullFormValues<S> map one to one.
    return values;
}

;// ../shared-data/src/pipeline.ts
const quoteStatuses = [
    'new',
    'pricing',
    'quoted',
    'accepted',
    'declined'
];
const applicantStatuses = [
    'new',
    'shortlisted',
    'interviewed',
    'offer',
    'hired',
    'rejected'
];
const initialStatus = 'new';
const capitalised = (status)=>status.charAt(0).toUpperCase() + status.slice(1);
/** What staff call each status: its name, capitalised, except where the word differs. */ const statusLabels = {
    ...Object.fromEntries([
        ...quoteStatuses,
        ...applicantStatuses
    ].map((status)=>[
            status,
            capitalised(status)
        ])),
    pricing: 'Being priced'
};
function isQuoteStatus(value) {
    return typeof value === 'string' && quoteStatuses.includes(value);
}
function isApplicantStatus(value) {
    return typeof value === 'string' && applicantStatuses.includes(value);
}
/** Nothing was written: `status` is the one stored now, `by` who set it ('' when unknown). */ class StatusConflictError extends Error {
    noun;
    status;
    by;
    name = 'StatusConflictError';
    constructor(noun, status, by){
        const who = by ? ` by ${by}` : '';
        const word = statusLabels[status] ?? status;
        super(`This ${noun}'s status was changed to ${word}${who} after this page was loaded, so your change was not saved. The page now shows the current status.`), this.noun = noun, this.status = status, this.by = by;
    }
}
class ItemGoneError extends Error {
    noun;
    name = 'ItemGoneError';
    constructor(noun){
        super(`This ${noun} no longer exists: it was deleted, so nothing more can be saved for it.`), this.noun = noun;
    }
}
// By name, not instanceof: federated containers may hold separate copies of this module.
function statusConflictOf(error) {
    return error instanceof Error && error.name === 'StatusConflictError' ? error : null;
}
function isItemGone(error) {
    return error instanceof Error && error.name === 'ItemGoneError';
}

// EXTERNAL MODULE: ../shared-data/src/limits.json
var limits = __webpack_require__(208);
;// ../shared-data/src/server/resume-check.ts
/* unused harmony import specifier */ var resumeTypeOf;
// A resume is kept only when its bytes are a PDF, DOC or DOCX within the size limit: its declared type and name are the
// sender's choice. Pure: the Cloud Functions bundle it.



const resumeProblems = [
    'content',
    'size',
    'missing'
];
const RESUME_MAX_BYTES = limits/* files.resume.maxBytes */.aq.resume.maxBytes;
/** A resume is personal data: no browser or shared cache may keep a copy. */ const RESUME_CACHE_CONTROL = 'private, no-store';
const resumeProblemTexts = {
    content: 'The resume was deleted: its content is not a PDF, DOC or DOCX document.',
    size: `The resume was deleted: it is empty or larger than ${Math.round(RESUME_MAX_BYTES / (1024 * 1024))} MB.`,
    missing: 'No resume file was found for this application.'
};
function judgeResume(bytes, size, maxBytes = RESUME_MAX_BYTES) {
    if (size <= 0 || size > maxBytes || bytes.length > maxBytes) return {
        problem: 'size'
    };
    const type = resumeTypeOf(bytes);
    return type ? {
        type
    } : {
        problem: 'content'
    };
}
/** The application's id stands in for a missing reference; only letters, digits and '-' are kept. */ function resumeDownloadName(reference, type) {
    const safe = reference.replace(/[^A-Za-z0-9-]/g, '') || 'application';
    return `resume-${safe}.${type}`;
}
/** `filename` keeps only safe ASCII characters; `filename*` carries the exact name, percent-encoded. */ function attachmentDisposition(fileName) {
    const name = fileName || 'resume';
    const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_');
    const encoded = encodeURIComponent(name).replace(/['()*]/g, (c)=>`%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

;// ../shared-data/src/schemas/entity-schemas.ts
// One declaration per entity: input schemas, types, firestore.rules and the staff screens are all derived from it.








function entity(collection, noun, fields, timestamps) {
    const pairs = Object.entries(fields);
    // Object.fromEntries loses the key types; the mapped type above states them.
    const stored = strictObject({
        ...Object.fromEntries(pairs.map(([key, def])=>[
                def.storedAs ?? key,
                def.stored
            ])),
        ...Object.fromEntries(timestamps.map((time)=>[
                time,
                storedTime
            ]))
    });
    return {
        collection,
        noun,
        fields,
        timestamps,
        stored
    };
}
/** Where a public form came from: a hash of the sender's network, and whether that network sent far more than people do. */ function provenance() {
    return {
        source: writtenBy('server', documentId({
            label: 'source'
        })),
        suspectedFlood: writtenBy('server', flag({
            label: 'suspected flood'
        }))
    };
}
const dangerous = {
    field: 'dangerousGoods',
    is: [
        'yes'
    ]
};
const controlled = {
    field: 'temperatureControlled',
    is: [
        'yes'
    ]
};
const notInsured = (quote)=>quote.insureCargo !== true;
const quote = entity('quotes', 'quote', {
    name: shown(rules_text('name'), {
        label: 'Name',
        as: 'text',
        screens: {
            detail: {
                label: 'By'
            },
            mail: {
                label: 'Contact'
            }
        }
    }),
    companyName: shown(rules_text('companyName'), {
        label: 'Company',
        as: 'text',
        screens: {
            detail: false,
            mail: {
                order: -1
            }
        }
    }),
    email: shown(rules_email(), {
        label: 'E-mail',
        as: 'email',
        screens: {
            detail: {
                label: 'Email'
            }
        }
    }),
    contactNumber: shown(phone('contactNumber'), {
        label: 'Contact number',
        as: 'phone',
        screens: {
            detail: {
                label: 'Contact Number'
            },
            csv: {
                label: 'Phone'
            }
        }
    }),
    companyAddress: shown(rules_text('companyAddress'), {
        label: 'Company address',
        as: 'text',
        screens: {
            detail: {
                label: 'Company Address'
            }
        }
    }),
    services: shown(rules_services(), {
        label: 'Services',
        as: 'text',
        words: serviceLabels
    }),
    comments: shown(rules_text('comments', {
        multiLine: true,
        mayBeEmpty: true
    }), {
        label: 'Comments',
        as: 'multiLine',
        empty: 'No comments',
        screens: {
            csv: {
                order: 1
            }
        }
    }),
    mode: shown(choice(freightModes, {
        optional: true
    }), {
        label: 'Mode',
        as: 'text',
        words: freightModeLabels,
        section: 'shipment'
    }),
    containerLoad: shown(choice(containerLoads, {
        optional: true,
        label: 'container load'
    }), {
        label: 'Container load',
        as: 'text',
        words: containerLoadLabels,
        section: 'shipment',
        // The cargo figures name the load when they have one: said once. The CSV keeps the shipper's choice in its own column.
        screens: {
            detail: {
                omitWhen: (quote)=>Boolean(quote.cargo?.load)
            },
            mail: false
        }
    }),
    origin: shown(rules_text('origin', {
        optional: true
    }), {
        label: 'Origin',
        as: 'text',
        section: 'shipment'
    }),
    destination: shown(rules_text('destination', {
        optional: true
    }), {
        label: 'Destination',
        as: 'text',
        section: 'shipment'
    }),
    readyDate: shown(rules_date({
        label: 'ready date'
    }), {
        label: 'Ready date',
        as: 'date',
        section: 'shipment'
    }),
    incoterm: shown(choice(incoterms, {
        optional: true,
        label: 'Incoterm'
    }), {
        label: 'Incoterm',
        as: 'text',
        section: 'shipment',
        screens: {
            mail: {
                words: Object.fromEntries(incoterms.map((term)=>[
                        term,
                        `${term} (${incotermLabels[term]})`
                    ]))
            }
        }
    }),
    cargoDescription: shown(rules_text('cargoDescription', {
        multiLine: true,
        optional: true
    }), {
        label: 'Cargo description',
        as: 'multiLine',
        section: 'shipment'
    }),
    packages: shown(rules_packages(), {
        label: 'Packages',
        as: 'list',
        section: 'shipment',
        screens: {
            csv: {
                label: 'Package lines'
            },
            mail: {
                label: 'Package lines'
            }
        }
    }),
    // What forwarders need to price, each asked only where it matters: the address where the Incoterm makes us
    // collect or deliver, the UN number and class of dangerous goods, the range of a temperature-controlled cargo.
    pickupAddress: shown(askedWhen(rules_text('pickupAddress', {
        optional: true
    }), {
        field: 'incoterm',
        is: pickupIncoterms
    }), {
        label: 'Pickup address',
        as: 'text',
        section: 'shipment'
    }),
    deliveryAddress: shown(askedWhen(rules_text('deliveryAddress', {
        optional: true
    }), {
        field: 'incoterm',
        is: deliveryIncoterms
    }), {
        label: 'Delivery address',
        as: 'text',
        section: 'shipment'
    }),
    dangerousGoods: shown(choice(yesOrNo, {
        optional: true,
        label: 'dangerous goods'
    }), {
        label: 'Dangerous goods',
        as: 'text',
        words: yesOrNoLabels,
        section: 'shipment'
    }),
    unNumber: shown(askedWhen(rules_text('unNumber', {
        optional: true,
        label: 'UN number',
        checks: [
            regex(/^[0-9]{4}$/)
        ]
    }), dangerous, {
        required: true
    }), {
        label: 'UN number',
        as: 'text',
        section: 'shipment'
    }),
    dangerousGoodsClass: shown(askedWhen(choice(dangerousGoodsClasses, {
        optional: true,
        label: 'dangerous goods class'
    }), dangerous, {
        required: true
    }), {
        label: 'Dangerous goods class',
        as: 'text',
        words: Object.fromEntries(dangerousGoodsClasses.map((item)=>[
                item,
                `${item} (${dangerousGoodsClassNames[item]})`
            ])),
        section: 'shipment'
    }),
    temperatureControlled: shown(choice(yesOrNo, {
        optional: true,
        label: 'temperature control'
    }), {
        label: 'Temperature controlled',
        as: 'text',
        words: yesOrNoLabels,
        section: 'shipment'
    }),
    temperatureMinC: shown(askedWhen(rules_number('temperatureC', {
        label: 'lowest temperature',
        optional: true
    }), controlled, {
        required: true
    }), {
        label: 'Lowest temperature (°C)',
        as: 'text',
        section: 'shipment'
    }),
    temperatureMaxC: shown(askedWhen(rules_number('temperatureC', {
        label: 'highest temperature',
        optional: true,
        notBelow: 'temperatureMinC'
    }), controlled, {
        required: true
    }), {
        label: 'Highest temperature (°C)',
        as: 'text',
        section: 'shipment'
    }),
    cargoValue: shown(requiredWhen(rules_number('cargoValue', {
        optional: true
    }), {
        field: 'insureCargo',
        is: [
            true
        ]
    }), {
        label: 'Cargo value',
        as: 'text',
        section: 'shipment'
    }),
    cargoValueCurrency: shown(askedWhen(choice(currencies, {
        optional: true,
        label: 'currency'
    }), {
        field: 'cargoValue'
    }, {
        required: true
    }), {
        label: 'Currency',
        as: 'text',
        section: 'shipment'
    }),
    insureCargo: shown(flag({
        label: 'insurance',
        optional: true
    }), {
        label: 'Insurance requested',
        as: 'text',
        words: {
            true: 'Yes',
            false: 'No'
        },
        section: 'shipment',
        screens: {
            detail: {
                omitWhen: notInsured
            },
            mail: {
                omitWhen: notInsured
            }
        }
    }),
    status: writtenBy('staff', choice(quoteStatuses)),
    /** The history entry of the latest status change; the rules pair the two. */ historyId: writtenBy('staff', documentId()),
    reference: reference(),
    cargo: shown(storedCargo(), {
        label: 'Cargo figures',
        as: 'cargo',
        screens: {
            csv: {
                label: 'Figures'
            }
        }
    }),
    indicativePrice: indicativePrice(),
    // The shipper's status page: the hash of its key (the server's), and the price staff sent ('Send price').
    statusKeyHash: keyHash({
        label: 'status key hash'
    }),
    price: writtenBy('staff', staffPrice()),
    searchTerms: searchTerms(),
    serviceFlags: valueFlags(),
    ...provenance(),
    // Answering within the hour: who works the quote ('' for nobody), when it first left 'new', when its wait reaches
    // one business hour (cleared once answered or reminded) and when staff were reminded.
    assignedTo: writtenBy('staff', assignee('sales')),
    firstAnsweredAt: serverTime(),
    remindAt: serverTime(),
    reminderSentAt: serverTime()
}, [
    'createdAt'
]);
const asStored = (options)=>Object.fromEntries(options.map((option)=>[
            option,
            option
        ]));
const applicant = entity('applicants', 'application', {
    name: shown(rules_text('name'), {
        label: 'Name',
        as: 'text'
    }),
    email: shown(rules_email(), {
        label: 'E-mail',
        as: 'email',
        screens: {
            detail: {
                label: 'Email'
            }
        }
    }),
    number: shown(phone('number', {
        label: 'phone number'
    }), {
        label: 'Number',
        as: 'phone',
        screens: {
            csv: {
                label: 'Phone'
            }
        }
    }),
    position: shown(rules_text('position'), {
        label: 'Current Position',
        as: 'text',
        screens: {
            mail: {
                label: 'Current position'
            }
        }
    }),
    // The detail page links the vacancy after the date applied; the e-mail names it first.
    vacancyId: shown(documentId({
        label: 'vacancy'
    }), {
        label: 'Vacancy',
        as: 'document',
        screens: {
            detail: {
                order: 2
            },
            mail: {
                order: -1
            }
        }
    }),
    relocate: shown(choice(entities/* relocateOptions */.q_), {
        label: 'Willing to relocate',
        as: 'text',
        words: {
            yes: 'Yes',
            no: 'No'
        },
        screens: {
            mail: {
                words: asStored(entities/* relocateOptions */.q_)
            }
        }
    }),
    experience: shown(choice(entities/* experienceOptions */.F_), {
        label: 'Experience (years)',
        as: 'text',
        screens: {
            detail: {
                label: 'Experience',
                words: Object.fromEntries(entities/* experienceOptions */.F_.map((range)=>[
                        range,
                        `${range} years`
                    ]))
            }
        }
    }),
    resume: rules_file('resume', 'resumeURL'),
    consent: consent(),
    status: writtenBy('staff', choice(applicantStatuses)),
    /** The history entry of the latest status change; the rules pair the two. */ historyId: writtenBy('staff', documentId()),
    // The CSV and the e-mail name the reference first of their own.
    reference: shown(reference(), {
        label: 'Reference',
        as: 'text',
        screens: {
            detail: {
                order: -1
            },
            csv: false,
            mail: false
        }
    }),
    searchTerms: searchTerms(),
    /** Why the server deleted the resume; absent while it is kept or not yet checked. */ resumeProblem: writtenBy('server', choice(resumeProblems, {
        optional: true,
        label: 'resume problem'
    })),
    ...provenance()
}, [
    'createdAt'
]);
const vacancy = entity('jobvacancy', 'vacancy', {
    position: rules_text('position'),
    department: rules_text('department'),
    overview: rules_text('overview', {
        multiLine: true
    }),
    responsibilities: rules_text('responsibilities', {
        multiLine: true
    }),
    prerequisite: rules_text('prerequisite', {
        multiLine: true
    }),
    experience: rules_text('experience'),
    isBlocked: flag({
        label: 'blocked flag'
    }),
    closingDate: rules_date({
        label: 'closing date'
    })
}, [
    'createdAt'
]);
const post = entity('posts', 'post', {
    name: rules_text('name'),
    topic: rules_text('topic'),
    description: rules_text('description'),
    message: rules_text('message', {
        multiLine: true,
        keepSpaces: true
    }),
    mainPhoto: photo({
        label: 'blog photo'
    }),
    profilePhoto: photo()
}, [
    'createdAt',
    'updatedAt'
]);
/** A lane end's country: its ISO 3166 two-letter code in capitals ('IN'). */ const countryCode = (label)=>rules_text('countryCode', {
        label,
        checks: [
            regex(/^[A-Z]{2}$/)
        ]
    });
/** A lower rate per kg from each weight break up; any may be left out. */ function weightBreaks() {
    const breaks = weightBreaksKg.map((kg)=>[
            weightBreakField(kg),
            rules_number('amount', {
                optional: true,
                label: `rate from ${kg} kg`
            })
        ]);
    // Object.fromEntries loses the key types; the list above has one entry per break.
    return Object.fromEntries(breaks);
}
/**
 * A rate card: staff data only (no visitor reads it). A lane runs from a place (a port or a city) in a country to
 * another; the amount is per the basis (a container, a W/M, a kg or a truck), for the days from validFrom to
 * validUntil inclusive, in the site's time zone.
 */ const rate = entity('rates', 'rate', {
    originPlace: rules_text('place', {
        label: 'origin'
    }),
    originCountry: countryCode('origin country'),
    destinationPlace: rules_text('place', {
        label: 'destination'
    }),
    destinationCountry: countryCode('destination country'),
    mode: choice(freightModes),
    basis: choice(rateBases, {
        label: 'basis'
    }),
    amount: rules_number('amount'),
    currency: choice(currencies, {
        label: 'currency'
    }),
    /** The least the rate charges, whatever the quantity (LCL, per kg). */ minimum: rules_number('amount', {
        optional: true,
        label: 'minimum charge'
    }),
    ...weightBreaks(),
    validFrom: rules_date({
        required: true,
        label: 'valid from'
    }),
    validUntil: rules_date({
        required: true,
        label: 'valid until'
    }),
    transitDays: rules_number('transitDays', {
        label: 'transit time'
    }),
    includes: rules_text('rateIncludes', {
        multiLine: true,
        mayBeEmpty: true,
        label: 'what the rate includes'
    })
}, [
    'createdAt',
    'updatedAt'
]);
const entity_schemas_entities = (/* unused pure expression or super */ null && ([
    post,
    vacancy,
    applicant,
    quote,
    rate
]));
const storedQuoteSchema = quote.stored;
const storedApplicantSchema = applicant.stored;
const storedVacancySchema = vacancy.stored;
const storedPostSchema = post.stored;
const storedRateSchema = rate.stored;

;// ../shared-data/src/schemas/input-schemas.ts






const quoteInput = inputSchemaOf(quote);
/** The rules check each line against its quote's mode, so the form does too. The facts asked only under a condition follow theirs. */ const newQuoteSchema = pipe(quoteInput, forward(partialCheck([
    [
        'packages'
    ],
    [
        'mode'
    ]
], ({ packages, mode })=>packages === undefined || summarizeCargo(packages, mode ?? null).issues.length === 0, 'package'), [
    'packages'
]), conditionsOf(quote));
const newApplicantSchema = inputSchemaOf(applicant);
const newVacancySchema = inputSchemaOf(vacancy);
const newPostSchema = inputSchemaOf(post);
/** As the rules: the basis is one its mode is priced on, and the rate is valid for at least one day. */ const newRateSchema = pipe(inputSchemaOf(rate), forward(partialCheck([
    [
        'mode'
    ],
    [
        'basis'
    ]
], ({ mode, basis })=>rateBasesByMode[mode].includes(basis), 'choice'), [
    'basis'
]), forward(partialCheck([
    [
        'validFrom'
    ],
    [
        'validUntil'
    ]
], ({ validFrom, validUntil })=>validFrom <= validUntil, 'date'), [
    'validUntil'
]));
const postUpdateSchema = object({
    ...newPostSchema.entries,
    mainPhoto: dist_optional(newPostSchema.entries.mainPhoto),
    profilePhoto: dist_optional(newPostSchema.entries.profilePhoto)
});
/** Its author and time are set by the data interface. */ const staffNoteSchema = object({
    text: inputOf(rules_text('note', {
        multiLine: true
    }))
});
const staffEmailSchema = object({
    email: inputOf(rules_email())
});
/** Who works a quote, as declared on the quote ('' for nobody). */ const quoteAssignmentSchema = object({
    assignedTo: inputOf(quote.fields.assignedTo)
});

;// ../shared-data/src/schemas/check.ts
/* unused harmony import specifier */ var v;





const CHARACTERS_TEXT = 'Some answers contain characters that are not allowed. Please remove them.';
const FORMAT_TEXT = 'Some answers are not in the expected format.';
const CHOICE_TEXT = 'Please choose from the options given.';
function numberNote({ min, max, decimals }) {
    const figure = (value)=>value.toLocaleString('en-US', {
            maximumFractionDigits: decimals
        });
    const places = decimals === 0 ? ' (a whole number)' : `, with a dot and at most ${decimals} ${decimals === 1 ? 'decimal' : 'decimals'}`;
    return `Enter a number from ${figure(min)} to ${figure(max)}${places}.`;
}
const defaultNotes = {
    required: ()=>entities/* fieldNotes */.I7.required,
    email: ()=>entities/* fieldNotes */.I7.email,
    phone: ()=>entities/* fieldNotes */.I7.phone,
    tooLong: (info)=>info && 'max' in info ? entities/* fieldNotes */.I7.tooLong(info.max) : 'This is too long.',
    characters: ()=>'Remove control or text-direction characters.',
    format: (info)=>info?.kind === 'number' ? numberNote(info) : 'Check the format of this answer.',
    choice: ()=>'Choose one of the options.',
    consent: ()=>'Please tick this box.',
    date: ()=>'Enter a date like 2026-12-31.',
    package: ()=>'Fill in every field of each package line with a positive number (the count a whole number).',
    repeated: ()=>'Choose each option once.'
};
const DATE_TEXT = 'Please enter a valid date.';
const PACKAGE_TEXT = 'Please complete each package line with positive numbers within the limits.';
const defaultMessages = {
    phone: entities/* PHONE_INVALID_TEXT */.ju,
    tooLong: entities/* TOO_LONG_TEXT */.AI,
    characters: CHARACTERS_TEXT,
    format: FORMAT_TEXT,
    choice: CHOICE_TEXT,
    repeated: CHOICE_TEXT,
    date: DATE_TEXT,
    package: PACKAGE_TEXT
};
function issuesByField(issues) {
    const byField = new Map();
    for (const issue of issues){
        const key = issue.path?.[0]?.key;
        const field = typeof key === 'string' ? key : '';
        const code = issueCodes.includes(issue.message) ? issue.message : 'choice';
        if (!byField.has(field)) byField.set(field, code);
    }
    return byField;
}
/** The most important problem gives the form's message, and every field with that problem gets its note. */ function checkForm(schema, values, messages, notes = {}) {
    const result = safeParse(schema, values, {
        abortPipeEarly: true
    });
    if (result.success) return {
        ok: true,
        output: result.output
    };
    const byField = issuesByField(result.issues);
    const code = issueCodes.find((candidate)=>[
            ...byField.values()
        ].includes(candidate)) ?? 'choice';
    const fieldErrors = {};
    for (const [field, fieldCode] of byField){
        if (fieldCode !== code || field === '') continue;
        fieldErrors[field] = notes[field]?.[code] ?? defaultNotes[code](infoOf(schema, field));
    }
    const message = code === 'required' || code === 'email' || code === 'consent' ? messages[code] ?? messages.required : messages[code] ?? defaultMessages[code];
    return {
        ok: false,
        message,
        fieldErrors
    };
}
function infoOf(schema, field) {
    // An object schema, or one piped through checks across its fields (the object first).
    const withEntries = schema;
    const entries = withEntries.entries ?? withEntries.pipe?.[0]?.entries;
    return entries && Object.hasOwn(entries, field) ? fieldInfo(entries[field]) : undefined;
}
function describe(field, code, info) {
    const label = fieldLabel(field, info);
    switch(code){
        case 'required':
            if (info?.kind === 'services') return 'Choose at least one service.';
            if (info?.kind === 'file') return `Please upload your ${label}.`;
            if (info?.kind === 'photo') return `Please choose the ${label}.`;
            return `The ${label} is required.`;
        case 'email':
            return `The ${label} address is not valid.`;
        case 'phone':
            return entities/* PHONE_INVALID_TEXT */.ju;
        case 'tooLong':
            return `The ${label} is longer than ${info && 'max' in info ? info.max : 0} characters.`;
        case 'characters':
            return `The ${label} contains control or text-direction characters.`;
        case 'format':
            return `The ${label} is not in the expected format.`;
        case 'repeated':
            return `The ${label} lists a value twice.`;
        case 'consent':
            return `The ${label} must be given.`;
        case 'date':
            return `The ${label} is not a valid date (YYYY-MM-DD).`;
        case 'package':
            return `The ${label} must be complete, with positive numbers within the limits (a whole count), at most ${info?.kind === 'packages' ? info.maxLines : 0} lines.`;
        case 'choice':
            {
                const capital = label.charAt(0).toUpperCase() + label.slice(1);
                if (info?.kind === 'services') return `${capital} must be among: ${serviceValues.join(', ')}.`;
                if (info?.kind === 'choice') {
                    const words = info.options.map((option)=>/^[a-z]+$/.test(option) ? `"${option}"` : option);
                    return `${capital} must be ${words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words[0]}.`;
                }
                return `The ${label} is not one of the allowed values.`;
            }
    }
}
class EntityValidationError extends Error {
    field;
    code;
    name = 'EntityValidationError';
    constructor(field, code, info){
        super(describe(field, code, info)), this.field = field, this.code = code;
    }
}
function parseEntity(schema, input) {
    const result = v.safeParse(schema, input, {
        abortPipeEarly: true
    });
    if (result.success) return result.output;
    const [field, code] = [
        ...issuesByField(result.issues)
    ][0] ?? [
        '',
        'choice'
    ];
    throw new EntityValidationError(field, code, infoOf(schema, field));
}

;// ../shared-data/src/core/blob-bytes.ts
async function bytesOf(file) {
    if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
    // Older environments (and jsdom) without Blob.arrayBuffer.
    return new Promise((resolve, reject)=>{
        const reader = new FileReader();
        reader.onload = ()=>resolve(new Uint8Array(reader.result));
        reader.onerror = ()=>reject(reader.error ?? new Error('The file could not be read.'));
        reader.readAsArrayBuffer(file);
    });
}

;// ../shared-data/src/schemas/file-signatures.ts
// A file's kind from its bytes alone, never from its name or declared type, which the sender chooses.
// The form checks before uploading and the server checks again, since a script skips the form; no imports, as the Cloud Functions bundle it.
const resumeTypes = (/* unused pure expression or super */ null && ([
    'pdf',
    'doc',
    'docx'
]));
const resumeContentTypes = {
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
};
const ascii = (text)=>[
        ...text
    ].map((c)=>c.charCodeAt(0));
const file_signatures_startsWith = (bytes, signature, at = 0)=>bytes.length >= at + signature.length && signature.every((byte, index)=>bytes[at + index] === byte);
const pdfSignature = ascii('%PDF-');
const oleSignature = [
    0xd0,
    0xcf,
    0x11,
    0xe0,
    0xa1,
    0xb1,
    0x1a,
    0xe1
];
const zipLocalHeader = [
    0x50,
    0x4b,
    0x03,
    0x04
];
const zipCentralHeader = [
    0x50,
    0x4b,
    0x01,
    0x02
];
/** Looks in central directory entries (name at offset 46) and local file headers (name at offset 30). */ function zipHasEntry(bytes, prefix) {
    const name = ascii(prefix);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for(let i = 0; i + 30 <= bytes.length; i++){
        if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b) continue;
        if (file_signatures_startsWith(bytes, zipCentralHeader, i) && i + 46 <= bytes.length) {
            if (view.getUint16(i + 28, true) >= name.length && file_signatures_startsWith(bytes, name, i + 46)) return true;
        } else if (file_signatures_startsWith(bytes, zipLocalHeader, i)) {
            if (view.getUint16(i + 26, true) >= name.length && file_signatures_startsWith(bytes, name, i + 30)) return true;
        }
    }
    return false;
}
function file_signatures_resumeTypeOf(bytes) {
    if (file_signatures_startsWith(bytes, pdfSignature)) return 'pdf';
    if (file_signatures_startsWith(bytes, oleSignature)) return 'doc';
    if (file_signatures_startsWith(bytes, zipLocalHeader) && zipHasEntry(bytes, '[Content_Types].xml') && zipHasEntry(bytes, 'word/')) return 'docx';
    return null;
}
const imageSignatures = (/* unused pure expression or super */ null && ({
    'image/png': (bytes)=>file_signatures_startsWith(bytes, [
            0x89,
            0x50,
            0x4e,
            0x47,
            0x0d,
            0x0a,
            0x1a,
            0x0a
        ]),
    'image/jpeg': (bytes)=>file_signatures_startsWith(bytes, [
            0xff,
            0xd8,
            0xff
        ]),
    'image/gif': (bytes)=>file_signatures_startsWith(bytes, ascii('GIF87a')) || file_signatures_startsWith(bytes, ascii('GIF89a')),
    // A RIFF container (`RIFF`, 4 length bytes) of type `WEBP`.
    'image/webp': (bytes)=>file_signatures_startsWith(bytes, ascii('RIFF')) && file_signatures_startsWith(bytes, ascii('WEBP'), 8)
}));
function matchesImageType(contentType, bytes) {
    return imageSignatures[contentType]?.(bytes) ?? false;
}

;// ../shared-data/src/schemas/file-content.ts
/* unused harmony import specifier */ var file_content_bytesOf;
/* unused harmony import specifier */ var contentTypeOf;
/* unused harmony import specifier */ var file_content_matchesImageType;
// A renamed executable, picture or script is refused before anything is uploaded; the server checks stored resumes again.



const RESUME_CONTENT_TEXT = 'This file is not a real PDF, DOC or DOCX document. Please upload your resume again.';
function matchesResumeType(contentType, bytes) {
    const type = file_signatures_resumeTypeOf(bytes);
    return type !== null && resumeContentTypes[type] === contentType;
}
const IMAGE_CONTENT_TEXT = 'This file is not a real PNG, JPEG, WebP or GIF image. Please choose another photo.';
const IMAGE_HEADER_BYTES = 16;
/** Type and size are checked by `validateFile` first. */ async function checkResumeContent(file) {
    let bytes;
    try {
        bytes = await bytesOf(file);
    } catch  {
        return RESUME_CONTENT_TEXT;
    }
    return matchesResumeType((0,entities/* contentTypeOf */.JX)(file), bytes) ? null : RESUME_CONTENT_TEXT;
}
async function checkImageContent(file) {
    let bytes;
    try {
        bytes = await file_content_bytesOf(file.slice(0, IMAGE_HEADER_BYTES));
    } catch  {
        return IMAGE_CONTENT_TEXT;
    }
    return file_content_matchesImageType(contentTypeOf(file), bytes) ? null : IMAGE_CONTENT_TEXT;
}

;// ./src/components/application/application-validation.ts



const APPLICATION_MISSING_TEXT = 'Please fill in all fields and upload your resume.';
const APPLICATION_SUCCESS_TEXT = 'Application submitted successfully!';
const APPLICATION_FAILURE_TEXT = 'An error occurred while submitting the application.';
const APPLICATION_EMAIL_TEXT = 'Please enter a valid email address.';
const RESUME_HINT = 'Enter resume name as your first name.';
const RESUME_NOTE = 'Please upload your resume.';
const CONSENT_TEXT_BEFORE_LINK = `I agree that SEAWAVE keeps my application for ${(/* inlined export .APPLICATION_RETENTION_DAYS */180)} days as described in the `;
const CONSENT_LINK_TEXT = 'privacy notice';
const CONSENT_TEXT_AFTER_LINK = '.';
const CONSENT_MISSING_TEXT = 'Please agree to the privacy notice to apply.';
const initialApplication = emptyForm(newApplicantSchema);
/** Checks the resume's first bytes too, so nothing is uploaded that is not a real document. */ async function validateApplication(values) {
    const check = checkForm(newApplicantSchema, values, {
        required: APPLICATION_MISSING_TEXT,
        consent: CONSENT_MISSING_TEXT,
        email: APPLICATION_EMAIL_TEXT,
        phone: entities/* PHONE_INVALID_TEXT */.ju,
        tooLong: entities/* TOO_LONG_TEXT */.AI
    }, {
        resume: {
            required: RESUME_NOTE
        },
        email: {
            email: entities/* fieldNotes */.I7.email
        },
        consent: {
            consent: CONSENT_MISSING_TEXT
        }
    });
    if (!check.ok) return check;
    const problem = (0,entities/* validateFile */.nJ)('resume', check.output.resume) ?? await checkResumeContent(check.output.resume);
    return problem ? {
        ok: false,
        message: problem,
        fieldErrors: {
            resume: problem
        }
    } : check;
}

;// ../shared-ui/src/components/link/link-styles.ts

/** Wraps anywhere so a long address never widens the page. */ const textLinkStyles = (theme)=>/*#__PURE__*/ (0,react_1_1_0_singleton_.css)("color:", theme.colors.primary, ";overflow-wrap:anywhere;text-underline-offset:3px;&:focus-visible{outline:3px solid ", theme.colors.primary, ";outline-offset:2px;}");

;// ./src/components/application/consent-field.tsx







/** The privacy notice opens in a new tab, so reading it never loses what the visitor typed. */ function ConsentField({ name, value, onValueChange, error, disabled }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const id = `consent${(0,consume_shared_module_default_react_1_9_0_singleton_.useId)().replace(/:/g, '-')}`;
    const errorId = `${id}-error`;
    const newTabId = `${id}-new-tab`;
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0 0 ", theme.space[4], ";"),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("display:flex;align-items:flex-start;gap:", theme.space[3], ";padding:", theme.space[2], " ", theme.space[3], ";border:1px solid ", error ? theme.colors.danger : theme.colors.border, ";border-radius:", theme.radii.md, ";", checkInputStyles(theme)),
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("input", {
                        id: id,
                        type: "checkbox",
                        name: name,
                        required: true,
                        checked: value,
                        disabled: disabled,
                        "aria-invalid": error ? true : undefined,
                        "aria-describedby": error ? errorId : undefined,
                        onChange: (event)=>onValueChange(event.target.checked)
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("label", {
                        htmlFor: id,
                        css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("color:", theme.colors.ink, ";&::after{content:'*';content:'*' / '';margin-left:", theme.space[1], ";color:", theme.colors.danger, ";}"),
                        children: [
                            CONSENT_TEXT_BEFORE_LINK,
                            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("a", {
                                href: shared_ui_0_1_singleton_.paths.privacy.href(),
                                target: "_blank",
                                rel: "noopener noreferrer",
                                "aria-describedby": newTabId,
                                css: textLinkStyles(theme),
                                children: CONSENT_LINK_TEXT
                            }),
                            (/* inlined export .CONSENT_TEXT_AFTER_LINK */".")
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("span", {
                        id: newTabId,
                        hidden: true,
                        children: "Opens in a new tab."
                    })
                ]
            }),
            error ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                id: errorId,
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:", theme.space[1], " 0 0;font-size:", theme.fontSizes.sm, ";font-weight:600;color:", theme.colors.danger, ";"),
                children: error
            }) : null
        ]
    });
}

;// ./src/components/application/application-form.tsx









const CURRENT_POSITION_HINT = 'Your own current job title; the vacancy you are applying for is sent with your application.';

const relocateChoices = [
    {
        value: 'yes',
        label: 'Yes'
    },
    {
        value: 'no',
        label: 'No'
    }
];
const experienceChoices = entities/* experienceOptions */.F_.map((value)=>({
        value,
        label: `${value} years`
    }));
/** A bot that fills the hidden honeypot field sees the same success, and nothing is stored. */ function ApplicationForm({ onSubmit, onSuccess, successDelayMs = 4000, vacancy }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const successRef = (0,consume_shared_module_default_react_1_9_0_singleton_.useRef)(null);
    const [progress, setProgress] = (0,consume_shared_module_default_react_1_9_0_singleton_.useState)(null);
    const initialValues = (0,consume_shared_module_default_react_1_9_0_singleton_.useMemo)(()=>vacancy ? {
            ...initialApplication,
            vacancyId: vacancy.id
        } : initialApplication, [
        vacancy
    ]);
    const { formProps, field, choice, values, message, messageRef, status, busy, honeypotRef, resetCount } = use_form_useForm({
        initialValues,
        validate: validateApplication,
        submit: (input, _values, submission)=>{
            setProgress(null);
            return onSubmit(input, {
                onProgress: setProgress,
                submissionId: submission.id
            });
        },
        // A refused file says why; so do a limit, a closed vacancy, being offline or an unanswered send.
        failureMessage: (error)=>error instanceof entities/* FileValidationError */.OD ? error.message : submissionFailureMessage(error) ?? APPLICATION_FAILURE_TEXT,
        // A send on its way finishes when the visitor leaves, and shows its outcome on return (the resume is not kept).
        outbox: {
            key: vacancy ? `application-${vacancy.id}` : 'application'
        }
    });
    (0,consume_shared_module_default_react_1_9_0_singleton_.useEffect)(()=>{
        if (status !== 'sent') return undefined;
        // The visitor may be at the bottom of the form: bring the message to them, and announce it.
        successRef.current?.scrollIntoView?.({
            block: 'center'
        });
        successRef.current?.focus({
            preventScroll: true
        });
        const timer = window.setTimeout(onSuccess, successDelayMs);
        return ()=>window.clearTimeout(timer);
    }, [
        status,
        onSuccess,
        successDelayMs
    ]);
    const resume = field('resume');
    const resumeProblem = values.resume ? (0,entities/* validateFile */.nJ)('resume', values.resume) : null;
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("form", {
        ...formProps,
        "aria-describedby": "application-required-note",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                id: "application-required-note",
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0 0 ", theme.space[4], ";color:", theme.colors.textMuted, ";"),
                children: "Fields marked * are required."
            }),
            message ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(shared_ui_0_1_singleton_.Notice, {
                variant: "error",
                ref: messageRef,
                tabIndex: -1,
                children: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                    children: message
                })
            }) : null,
            status === 'sent' ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(shared_ui_0_1_singleton_.Notice, {
                variant: "success",
                ref: successRef,
                tabIndex: -1,
                children: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                    children: APPLICATION_SUCCESS_TEXT
                })
            }) : null,
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("fieldset", {
                disabled: busy,
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0;padding:0;border:0;min-width:0;"),
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("legend", {
                        css: shared_ui_0_1_singleton_.visuallyHidden,
                        children: "Your details"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(TextField, {
                        label: "Name",
                        autoComplete: "name",
                        required: true,
                        characterLimit: entities/* fieldLimits */.HC.name,
                        ...field('name')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(TextField, {
                        label: "Email",
                        type: "email",
                        autoComplete: "email",
                        required: true,
                        characterLimit: entities/* fieldLimits */.HC.email,
                        ...field('email')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(TextField, {
                        label: "Number",
                        type: "tel",
                        autoComplete: "tel",
                        required: true,
                        characterLimit: entities/* fieldLimits */.HC.number,
                        ...field('number')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(TextField, {
                        label: "Current Position",
                        autoComplete: "organization-title",
                        required: true,
                        characterLimit: entities/* fieldLimits */.HC.position,
                        hint: vacancy ? CURRENT_POSITION_HINT : undefined,
                        ...field('position')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(RadioGroupField, {
                        label: "Willing to relocate?",
                        inline: true,
                        options: relocateChoices.map((option)=>({
                                ...option,
                                disabled: busy
                            })),
                        ...choice('relocate')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(SelectField, {
                        label: "Experience",
                        options: experienceChoices,
                        ...field('experience')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(FileField, {
                        label: "Resume",
                        name: resume.name,
                        required: true,
                        accept: (0,entities/* acceptAttribute */.hZ)('resume'),
                        hint: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(jsx_runtime_1_1_0_singleton_.Fragment, {
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("span", {
                                    children: RESUME_HINT
                                }),
                                " ",
                                /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("span", {
                                    children: "PDF, DOC or DOCX, up to 5 MB."
                                })
                            ]
                        }),
                        error: resumeProblem ?? resume.error,
                        resetKey: resetCount,
                        onFileChange: resume.onValueChange,
                        disabled: busy
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(ConsentField, {
                        ...field('consent')
                    }),
                    status === 'submitting' && progress ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(UploadProgress, {
                        label: "Uploading resume",
                        sentBytes: progress.sentBytes,
                        totalBytes: progress.totalBytes
                    }) : null,
                    /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(HoneypotField, {
                        inputRef: honeypotRef
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(shared_ui_0_1_singleton_.Button, {
                type: "submit",
                size: "lg",
                disabled: busy,
                children: [
                    status === 'submitting' ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(shared_ui_0_1_singleton_.Spinner, {
                        label: "Submitting application",
                        inverse: true
                    }) : null,
                    status === 'submitting' ? 'Submitting…' : 'Submit Application'
                ]
            })
        ]
    });
}

// EXTERNAL MODULE: ./src/data/apply-link.ts
var apply_link = __webpack_require__(702);
// EXTERNAL MODULE: consume shared module (default) @seawave/shared-data@!=0...1...0 (singleton)
var shared_data_0_1_singleton_ = __webpack_require__(737);
;// ./src/data/submit-application.ts

/** The data interface validates and uploads the resume, then sends the application through the public forms' function. */ async function submitApplication(input, options) {
    const api = await (0,shared_data_0_1_singleton_.getDataApi)();
    return api.applicants.create(input, options);
}

// EXTERNAL MODULE: ./src/data/use-vacancy.ts + 1 modules
var use_vacancy = __webpack_require__(55);
// EXTERNAL MODULE: ../shared-data/src/vacancy-open.ts
var vacancy_open = __webpack_require__(747);
;// ./src/pages/application-page.tsx











const VACANCY_CLOSED_TEXT = 'This vacancy is no longer open.';
const VACANCY_LOAD_ERROR_TEXT = 'This vacancy could not be loaded. Please try again later.';
/** `?vacancy=<id>`: the vacancy is read first; a blocked, closed or deleted one shows no form. */ function ApplicationPage() {
    const [params] = (0,consume_shared_module_default_react_router_dom_7_0_singleton_.useSearchParams)();
    const vacancyId = params.get(apply_link/* VACANCY_PARAM */.U);
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(shared_ui_0_1_singleton_.PageContainer, {
        narrow: true,
        padded: true,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(page_title/* PageTitle */.sT, {
                children: "Job Application"
            }),
            vacancyId ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(VacancyApplication, {
                vacancyId: vacancyId
            }) : /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(Application, {})
        ]
    });
}
function VacancyApplication({ vacancyId }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const { state, retry } = (0,use_vacancy/* useVacancy */.h)(vacancyId);
    const closed = /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("div", {
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("p", {
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0 0 ", theme.space[4], ";"),
                children: VACANCY_CLOSED_TEXT
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(shared_ui_0_1_singleton_.ButtonLink, {
                to: shared_ui_0_1_singleton_.paths.careers.href(),
                children: "See the open positions"
            })
        ]
    });
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(query_view/* QueryView */.u, {
        state: state,
        loading: /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(page_spinner/* PageSpinner */.L, {
            label: "Loading the vacancy"
        }),
        errorText: VACANCY_LOAD_ERROR_TEXT,
        onRetry: retry,
        empty: closed,
        children: (vacancy)=>(0,vacancy_open/* isVacancyOpen */.o)(vacancy, new Date()) ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(Application, {
                vacancy: vacancy
            }) : closed
    });
}
function Application({ vacancy }) {
    const theme = (0,react_1_1_0_singleton_.useTheme)();
    const navigate = (0,consume_shared_module_default_react_router_dom_7_0_singleton_.useNavigate)();
    const goHome = (0,consume_shared_module_default_react_1_9_0_singleton_.useCallback)(()=>navigate(shared_ui_0_1_singleton_.paths.home.href()), [
        navigate
    ]);
    // The form keeps the vacancy it started with: a new object for the same vacancy would reset nothing.
    const id = vacancy?.id;
    const position = vacancy?.position;
    const applied = (0,consume_shared_module_default_react_1_9_0_singleton_.useMemo)(()=>id !== undefined && position !== undefined ? {
            id,
            position
        } : undefined, [
        id,
        position
    ]);
    return /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(jsx_runtime_1_1_0_singleton_.Fragment, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)("p", {
                css: /*#__PURE__*/ (0,react_1_1_0_singleton_.css)("margin:0 0 ", theme.space[5], ";color:", theme.colors.text, ";overflow-wrap:anywhere;"),
                children: [
                    applied ? /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsxs)(jsx_runtime_1_1_0_singleton_.Fragment, {
                        children: [
                            "You are applying for ",
                            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)("strong", {
                                children: applied.position
                            }),
                            ".",
                            ' '
                        ]
                    }) : null,
                    "Tell us about yourself and attach your resume."
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_1_1_0_singleton_.jsx)(ApplicationForm, {
                onSubmit: submitApplication,
                onSuccess: goHome,
                vacancy: applied
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