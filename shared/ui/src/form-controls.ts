// `@portal/ui/form-controls`: Chakra's choice controls (checkboxes, radio and segment groups,
// switch, rating), its file upload, the progress bar of the wizards and the QR code of two-step
// sign-in's set-up (SVG, drawn by zag's qr-code). An entry of its own, shared
// apart from `@portal/ui`: the shell and the dashboard use none of them, so they do not load their
// state machines (ADR 0008).
export { Checkbox, CheckboxGroup, FileUpload, Progress, QrCode, RadioGroup, RatingGroup, SegmentGroup, Switch } from '@chakra-ui/react';
