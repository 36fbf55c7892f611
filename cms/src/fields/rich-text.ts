import {
  BlockquoteFeature,
  BoldFeature,
  ChecklistFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  RelationshipFeature,
  StrikethroughFeature,
  SubscriptFeature,
  SuperscriptFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import type { CollectionSlug } from 'payload'
import { linkableCollections } from '@lestari/model'

/** What an internal link or a relationship in rich text may point to: the documents that have a page (@lestari/model). */
const linkable: CollectionSlug[] = [...linkableCollections]

/**
 * The rich text editor: only what the site renders (src/components/RichText.tsx). Lexical's
 * defaults without alignment and indentation (the site's typography sets both), with pictures
 * from the media library, and links and relationships to documents that have a page.
 */
export const richTextEditor = lexicalEditor({
  features: [
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    StrikethroughFeature(),
    SubscriptFeature(),
    SuperscriptFeature(),
    InlineCodeFeature(),
    ParagraphFeature(),
    HeadingFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    ChecklistFeature(),
    LinkFeature({ enabledCollections: linkable }),
    RelationshipFeature({ enabledCollections: linkable }),
    BlockquoteFeature(),
    UploadFeature({ enabledCollections: ['media'] }),
    HorizontalRuleFeature(),
    InlineToolbarFeature(),
  ],
})
