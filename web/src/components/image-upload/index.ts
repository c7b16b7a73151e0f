export { type ImageRef, ImageUpload } from './image-upload.tsx';
