import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The feedback of creating, updating and deleting an item (`lib/feedback.ts`, spec section 8):
 * `web.feedback.*`. In the app’s first-load catalogue.
 */
export const messages = defineMessages({
  fr: {
    feedback: {
      travel: {
        createError: 'Une erreur est survenue lors de la création du voyage',
        updateError: 'Une erreur est survenue lors de la modification du voyage',
        deleteError: 'Une erreur est survenue lors de la suppression du voyage',
        created: {
          title_one: 'Voyage ajouté',
          title_other: '{{count}} voyages ajoutés',
          description_one: 'Votre guest spot à {{title}} apparaît sur votre page.',
          description_other: 'Vos guest spots apparaissent sur votre page.',
        },
        updated: {
          title_one: 'Voyage modifié',
          title_other: '{{count}} voyages modifiés',
          description_one: 'Les changements de votre guest spot à {{title}} sont en ligne.',
          description_other: 'Les changements de vos guest spots sont en ligne.',
        },
        deleted: {
          title_one: 'Voyage supprimé',
          title_other: '{{count}} voyages supprimés',
          description_one: 'Votre guest spot à {{title}} n’apparaît plus sur votre page.',
          description_other: 'Ces guest spots n’apparaissent plus sur votre page.',
        },
      },
      link: {
        createError: 'Une erreur est survenue lors de la création du lien',
        updateError: 'Une erreur est survenue lors de la modification du lien',
        deleteError: 'Une erreur est survenue lors de la suppression du lien',
        created: {
          title_one: 'Lien ajouté',
          title_other: '{{count}} liens ajoutés',
          description_one: 'Le lien « {{title}} » apparaît sur votre page.',
          description_other: 'Ces liens apparaissent sur votre page.',
        },
        updated: {
          title_one: 'Lien modifié',
          title_other: '{{count}} liens modifiés',
          description_one: 'Le lien « {{title}} » est à jour sur votre page.',
          description_other: 'Vos liens sont à jour sur votre page.',
        },
        deleted: {
          title_one: 'Lien supprimé',
          title_other: '{{count}} liens supprimés',
          description_one: 'Le lien « {{title}} » n’apparaît plus sur votre page.',
          description_other: 'Ces liens n’apparaissent plus sur votre page.',
        },
      },
      availability: {
        createError: 'Une erreur est survenue lors de la création de la disponibilité',
        updateError: 'Une erreur est survenue lors de la modification de la disponibilité',
        deleteError: 'Une erreur est survenue lors de la suppression de la disponibilité',
        created: {
          title_one: 'Disponibilité ajoutée',
          title_other: '{{count}} disponibilités ajoutées',
          description_one: '{{title}} est ouvert aux demandes.',
          description_other: 'Ces créneaux sont ouverts aux demandes.',
        },
        updated: {
          title_one: 'Disponibilité modifiée',
          title_other: '{{count}} disponibilités modifiées',
          description_one: 'Les changements de {{title}} sont en ligne.',
          description_other: 'Les changements de vos disponibilités sont en ligne.',
        },
        deleted: {
          title_one: 'Disponibilité supprimée',
          title_other: '{{count}} disponibilités supprimées',
          description_one: '{{title}} n’est plus proposé aux clients.',
          description_other: 'Ces créneaux ne sont plus proposés aux clients.',
        },
      },
      flash: {
        createError: 'Une erreur est survenue lors de la création du flash',
        updateError: 'Une erreur est survenue lors de la modification du flash',
        deleteError: 'Une erreur est survenue lors de la suppression du flash',
        created: {
          title_one: 'Flash ajouté',
          title_other: '{{count}} flashs ajoutés',
          description_one: '« {{title}} » est maintenant visible sur votre page.',
          description_other: 'Ils sont maintenant visibles sur votre page.',
        },
        updated: {
          title_one: 'Flash modifié',
          title_other: '{{count}} flashs modifiés',
          description_one: 'Les changements de « {{title}} » sont en ligne.',
          description_other: 'Les changements sont en ligne.',
        },
        deleted: {
          title_one: 'Flash supprimé',
          title_other: '{{count}} flashs supprimés',
          description_one: '« {{title}} » n’apparaît plus sur votre page.',
          description_other: 'Ils n’apparaissent plus sur votre page.',
        },
      },
      work: {
        createError: 'Une erreur est survenue lors de la création de la réalisation',
        updateError: 'Une erreur est survenue lors de la modification de la réalisation',
        deleteError: 'Une erreur est survenue lors de la suppression de la réalisation',
        created: {
          title_one: 'Réalisation ajoutée',
          title_other: '{{count}} réalisations ajoutées',
          description_one: '« {{title}} » est maintenant visible sur votre page.',
          description_other: 'Elles sont maintenant visibles sur votre page.',
        },
        updated: {
          title_one: 'Réalisation modifiée',
          title_other: '{{count}} réalisations modifiées',
          description_one: 'Les changements de « {{title}} » sont en ligne.',
          description_other: 'Les changements sont en ligne.',
        },
        deleted: {
          title_one: 'Réalisation supprimée',
          title_other: '{{count}} réalisations supprimées',
          description_one: '« {{title}} » n’apparaît plus sur votre page.',
          description_other: 'Elles n’apparaissent plus sur votre page.',
        },
      },
    },
  },
  en: {
    feedback: {
      travel: {
        createError: 'An error occurred while creating the travel',
        updateError: 'An error occurred while updating the travel',
        deleteError: 'An error occurred while deleting the travel',
        created: {
          title_one: 'Travel added',
          title_other: '{{count}} travels added',
          description_one: 'Your guest spot in {{title}} shows on your page.',
          description_other: 'Your guest spots show on your page.',
        },
        updated: {
          title_one: 'Travel updated',
          title_other: '{{count}} travels updated',
          description_one: 'The changes to your guest spot in {{title}} are live.',
          description_other: 'The changes to your guest spots are live.',
        },
        deleted: {
          title_one: 'Travel deleted',
          title_other: '{{count}} travels deleted',
          description_one: 'Your guest spot in {{title}} no longer shows on your page.',
          description_other: 'These guest spots no longer show on your page.',
        },
      },
      link: {
        createError: 'An error occurred while creating the link',
        updateError: 'An error occurred while updating the link',
        deleteError: 'An error occurred while deleting the link',
        created: {
          title_one: 'Link added',
          title_other: '{{count}} links added',
          description_one: 'The link “{{title}}” shows on your page.',
          description_other: 'These links show on your page.',
        },
        updated: {
          title_one: 'Link updated',
          title_other: '{{count}} links updated',
          description_one: 'The link “{{title}}” is up to date on your page.',
          description_other: 'Your links are up to date on your page.',
        },
        deleted: {
          title_one: 'Link deleted',
          title_other: '{{count}} links deleted',
          description_one: 'The link “{{title}}” no longer shows on your page.',
          description_other: 'These links no longer show on your page.',
        },
      },
      availability: {
        createError: 'An error occurred while creating the availability',
        updateError: 'An error occurred while updating the availability',
        deleteError: 'An error occurred while deleting the availability',
        created: {
          title_one: 'Availability added',
          title_other: '{{count}} availabilities added',
          description_one: '{{title}} is open to requests.',
          description_other: 'These slots are open to requests.',
        },
        updated: {
          title_one: 'Availability updated',
          title_other: '{{count}} availabilities updated',
          description_one: 'The changes to {{title}} are live.',
          description_other: 'The changes to your availabilities are live.',
        },
        deleted: {
          title_one: 'Availability deleted',
          title_other: '{{count}} availabilities deleted',
          description_one: '{{title}} is no longer offered to clients.',
          description_other: 'These slots are no longer offered to clients.',
        },
      },
      flash: {
        createError: 'An error occurred while creating the flash',
        updateError: 'An error occurred while updating the flash',
        deleteError: 'An error occurred while deleting the flash',
        created: {
          title_one: 'Flash added',
          title_other: '{{count}} flashes added',
          description_one: '“{{title}}” now shows on your page.',
          description_other: 'They now show on your page.',
        },
        updated: {
          title_one: 'Flash updated',
          title_other: '{{count}} flashes updated',
          description_one: 'The changes to “{{title}}” are live.',
          description_other: 'The changes are live.',
        },
        deleted: {
          title_one: 'Flash deleted',
          title_other: '{{count}} flashes deleted',
          description_one: '“{{title}}” no longer shows on your page.',
          description_other: 'They no longer show on your page.',
        },
      },
      work: {
        createError: 'An error occurred while creating the work',
        updateError: 'An error occurred while updating the work',
        deleteError: 'An error occurred while deleting the work',
        created: {
          title_one: 'Work added',
          title_other: '{{count}} works added',
          description_one: '“{{title}}” now shows on your page.',
          description_other: 'They now show on your page.',
        },
        updated: {
          title_one: 'Work updated',
          title_other: '{{count}} works updated',
          description_one: 'The changes to “{{title}}” are live.',
          description_other: 'The changes are live.',
        },
        deleted: {
          title_one: 'Work deleted',
          title_other: '{{count}} works deleted',
          description_one: '“{{title}}” no longer shows on your page.',
          description_other: 'They no longer show on your page.',
        },
      },
    },
  },
  es: {
    feedback: {
      travel: {
        createError: 'Se produjo un error al crear el viaje',
        updateError: 'Se produjo un error al modificar el viaje',
        deleteError: 'Se produjo un error al eliminar el viaje',
        created: {
          title_one: 'Viaje añadido',
          title_other: '{{count}} viajes añadidos',
          description_one: 'Tu guest spot en {{title}} aparece en tu página.',
          description_other: 'Tus guest spots aparecen en tu página.',
        },
        updated: {
          title_one: 'Viaje modificado',
          title_other: '{{count}} viajes modificados',
          description_one: 'Los cambios de tu guest spot en {{title}} ya están publicados.',
          description_other: 'Los cambios de tus guest spots ya están publicados.',
        },
        deleted: {
          title_one: 'Viaje eliminado',
          title_other: '{{count}} viajes eliminados',
          description_one: 'Tu guest spot en {{title}} ya no aparece en tu página.',
          description_other: 'Estos guest spots ya no aparecen en tu página.',
        },
      },
      link: {
        createError: 'Se produjo un error al crear el enlace',
        updateError: 'Se produjo un error al modificar el enlace',
        deleteError: 'Se produjo un error al eliminar el enlace',
        created: {
          title_one: 'Enlace añadido',
          title_other: '{{count}} enlaces añadidos',
          description_one: 'El enlace «{{title}}» aparece en tu página.',
          description_other: 'Estos enlaces aparecen en tu página.',
        },
        updated: {
          title_one: 'Enlace modificado',
          title_other: '{{count}} enlaces modificados',
          description_one: 'El enlace «{{title}}» está al día en tu página.',
          description_other: 'Tus enlaces están al día en tu página.',
        },
        deleted: {
          title_one: 'Enlace eliminado',
          title_other: '{{count}} enlaces eliminados',
          description_one: 'El enlace «{{title}}» ya no aparece en tu página.',
          description_other: 'Estos enlaces ya no aparecen en tu página.',
        },
      },
      availability: {
        createError: 'Se produjo un error al crear la disponibilidad',
        updateError: 'Se produjo un error al modificar la disponibilidad',
        deleteError: 'Se produjo un error al eliminar la disponibilidad',
        created: {
          title_one: 'Disponibilidad añadida',
          title_other: '{{count}} disponibilidades añadidas',
          description_one: '{{title}} está abierto a solicitudes.',
          description_other: 'Estas franjas están abiertas a solicitudes.',
        },
        updated: {
          title_one: 'Disponibilidad modificada',
          title_other: '{{count}} disponibilidades modificadas',
          description_one: 'Los cambios de {{title}} ya están publicados.',
          description_other: 'Los cambios de tus disponibilidades ya están publicados.',
        },
        deleted: {
          title_one: 'Disponibilidad eliminada',
          title_other: '{{count}} disponibilidades eliminadas',
          description_one: '{{title}} ya no se ofrece a los clientes.',
          description_other: 'Estas franjas ya no se ofrecen a los clientes.',
        },
      },
      flash: {
        createError: 'Se produjo un error al crear el flash',
        updateError: 'Se produjo un error al modificar el flash',
        deleteError: 'Se produjo un error al eliminar el flash',
        created: {
          title_one: 'Flash añadido',
          title_other: '{{count}} flashes añadidos',
          description_one: '«{{title}}» ya aparece en tu página.',
          description_other: 'Ya aparecen en tu página.',
        },
        updated: {
          title_one: 'Flash modificado',
          title_other: '{{count}} flashes modificados',
          description_one: 'Los cambios de «{{title}}» ya están publicados.',
          description_other: 'Los cambios ya están publicados.',
        },
        deleted: {
          title_one: 'Flash eliminado',
          title_other: '{{count}} flashes eliminados',
          description_one: '«{{title}}» ya no aparece en tu página.',
          description_other: 'Ya no aparecen en tu página.',
        },
      },
      work: {
        createError: 'Se produjo un error al crear el trabajo',
        updateError: 'Se produjo un error al modificar el trabajo',
        deleteError: 'Se produjo un error al eliminar el trabajo',
        created: {
          title_one: 'Trabajo añadido',
          title_other: '{{count}} trabajos añadidos',
          description_one: '«{{title}}» ya aparece en tu página.',
          description_other: 'Ya aparecen en tu página.',
        },
        updated: {
          title_one: 'Trabajo modificado',
          title_other: '{{count}} trabajos modificados',
          description_one: 'Los cambios de «{{title}}» ya están publicados.',
          description_other: 'Los cambios ya están publicados.',
        },
        deleted: {
          title_one: 'Trabajo eliminado',
          title_other: '{{count}} trabajos eliminados',
          description_one: '«{{title}}» ya no aparece en tu página.',
          description_other: 'Ya no aparecen en tu página.',
        },
      },
    },
  },
});
