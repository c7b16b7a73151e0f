export { type ImageRef, ImageUpload, type ImageUploadProps } from './image-upload.tsx';
