# Install layout and desktop integration (see docs/packaging.md).
#
#   Linux, Windows, tarballs:          macOS (.app bundle, what DragNDrop ships):
#     bin/ochos-locos[.exe]              ochos-locos.app/Contents/MacOS/ochos-locos
#     bin/ochos-sim[.exe]                ochos-locos.app/Contents/MacOS/ochos-sim
#     share/ochos-locos/profiles/*.json  ochos-locos.app/Contents/Resources/profiles/*.json
#     share/ochos-locos/fonts/*          ochos-locos.app/Contents/Resources/fonts/*
#     share/ochos-locos/licenses/*       ochos-locos.app/Contents/Resources/licenses/*
#     share/applications/ochos-locos.desktop          (Linux)
#     share/icons/hicolor/<N>x<N>/apps/ochos-locos.png (Linux, N = 16 ... 512, + scalable SVG)
#     share/metainfo/ochos-locos.metainfo.xml          (Linux)
#     bin/OpenAL32.dll                                 (Windows cross build)
#     lib/libopenal.so.1                               (Linux bundle)
#
# bin/ and share/ are fixed names, not GNUInstallDirs variables: the game finds its resources
# relative to its own executable (<exe>/../share/ochos-locos), so the two must stay side by side.
# Included from the top-level CMakeLists.txt after the targets exist.

set(OCHOS_PACKAGING_DIR ${PROJECT_SOURCE_DIR}/packaging)
set(OCHOS_INSTALL_BINDIR bin)
set(OCHOS_INSTALL_DATADIR share/ochos-locos)
set(OCHOS_ICON_SIZES 16 32 48 64 128 256 512)

# ---------------------------------------------------------------------------------------------
# Licences: the project's LICENSE and the text of every component compiled or linked into the
# programs this build makes (packaging/licenses, docs/packaging.md "Licences"). Staged in
# <build>/packaging/licenses so that a macOS bundle can take them as resources, and so that the
# folder shows exactly what this build ships.
function(ochos_stage_licenses out_var)
  set(src ${OCHOS_PACKAGING_DIR}/licenses)
  # Compiled into both programs: nlohmann/json (header-only) and the DejaVu fonts (embedded).
  set(files ${src}/nlohmann_json.txt)
  set(dejavu ${PROJECT_SOURCE_DIR}/resources/fonts/LICENSE)
  # Packages that carry SFML and its media libraries rather than depending on the system's:
  # static SFML (Windows cross build, Linux bundle), vcpkg's DLLs, macOS's fixup_bundle.
  if(TARGET ochos-locos AND (SFML_STATIC_LIBRARIES OR WIN32 OR APPLE))
    foreach(name IN ITEMS sfml freetype ogg vorbis flac openal-soft)
      list(APPEND files ${src}/${name}.txt)
    endforeach()
  endif()
  # MinGW links its C runtime, winpthreads and the GCC runtime into the .exe (-static).
  if(MINGW)
    list(APPEND files ${src}/mingw-w64-runtime.txt ${src}/winpthreads.txt ${src}/gcc-runtime.txt)
  endif()
  set(stage ${PROJECT_BINARY_DIR}/packaging/licenses)
  file(REMOVE_RECURSE ${stage})
  configure_file(${PROJECT_SOURCE_DIR}/LICENSE ${stage}/LICENSE COPYONLY)
  configure_file(${dejavu} ${stage}/dejavu-fonts.txt COPYONLY)
  set(staged ${stage}/LICENSE ${stage}/dejavu-fonts.txt)
  foreach(file IN LISTS files)
    get_filename_component(name ${file} NAME)
    configure_file(${file} ${stage}/${name} COPYONLY)
    list(APPEND staged ${stage}/${name})
  endforeach()
  set(${out_var} ${staged} PARENT_SCOPE)
endfunction()
ochos_stage_licenses(OCHOS_LICENSE_FILES)

# ---------------------------------------------------------------------------------------------
# The game executable: icon, version information, GUI subsystem, bundle.
if(TARGET ochos-locos)
  if(WIN32)
    # GUI subsystem (no console window). SFML's main library supplies WinMain, which calls main().
    set_target_properties(ochos-locos PROPERTIES WIN32_EXECUTABLE ON)
    if(OCHOS_SFML_MAIN_TARGET)  # from cmake/SfmlDependency.cmake
      target_link_libraries(ochos-locos PRIVATE ${OCHOS_SFML_MAIN_TARGET})
    elseif(MSVC)
      # No sfml-main: start at the C runtime's main() entry point, still without a console.
      target_link_options(ochos-locos PRIVATE /ENTRY:mainCRTStartup)
    endif()
    enable_language(RC)
    configure_file(${OCHOS_PACKAGING_DIR}/windows/ochos-locos.rc.in
                   ${PROJECT_BINARY_DIR}/packaging/ochos-locos.rc @ONLY)
    target_sources(ochos-locos PRIVATE ${PROJECT_BINARY_DIR}/packaging/ochos-locos.rc)
    if(MSVC)
      # The MSVC linker writes its own manifest: let it merge ours instead of the .rc embedding
      # a second one (which would be a duplicate resource).
      target_sources(ochos-locos PRIVATE ${OCHOS_PACKAGING_DIR}/windows/ochos-locos.manifest)
    else()
      set_source_files_properties(${PROJECT_BINARY_DIR}/packaging/ochos-locos.rc
                                  PROPERTIES COMPILE_DEFINITIONS OCHOS_RC_MANIFEST)
    endif()
  elseif(APPLE)
    set_target_properties(ochos-locos PROPERTIES
      MACOSX_BUNDLE ON
      MACOSX_BUNDLE_INFO_PLIST ${OCHOS_PACKAGING_DIR}/macos/Info.plist.in
      MACOSX_BUNDLE_BUNDLE_NAME "Ochos Locos"
      MACOSX_BUNDLE_GUI_IDENTIFIER "org.ochoslocos.OchosLocos"
      MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
      MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
      MACOSX_BUNDLE_COPYRIGHT "Ochos Locos project"
      MACOSX_BUNDLE_ICON_FILE ochos-locos.icns)

    # Resources inside the bundle: Contents/Resources/{profiles,fonts}.
    file(GLOB ochos_bundle_profiles CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/profiles/*.json)
    file(GLOB ochos_bundle_fonts CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/fonts/*)
    target_sources(ochos-locos PRIVATE ${ochos_bundle_profiles} ${ochos_bundle_fonts})
    set_source_files_properties(${ochos_bundle_profiles} PROPERTIES
                                MACOSX_PACKAGE_LOCATION Resources/profiles HEADER_FILE_ONLY ON)
    set_source_files_properties(${ochos_bundle_fonts} PROPERTIES
                                MACOSX_PACKAGE_LOCATION Resources/fonts HEADER_FILE_ONLY ON)
    target_sources(ochos-locos PRIVATE ${OCHOS_LICENSE_FILES})
    set_source_files_properties(${OCHOS_LICENSE_FILES} PROPERTIES
                                MACOSX_PACKAGE_LOCATION Resources/licenses HEADER_FILE_ONLY ON)

    # The .icns, made at build time by iconutil from the committed PNGs.
    find_program(OCHOS_ICONUTIL iconutil)
    if(OCHOS_ICONUTIL)
      set(iconset ${PROJECT_BINARY_DIR}/packaging/ochos-locos.iconset)
      set(icns ${PROJECT_BINARY_DIR}/packaging/ochos-locos.icns)
      set(png ${OCHOS_PACKAGING_DIR}/icons/png)
      add_custom_command(OUTPUT ${icns}
        COMMAND ${CMAKE_COMMAND} -E rm -rf ${iconset}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${iconset}
        COMMAND ${CMAKE_COMMAND} -E copy ${png}/16/ochos-locos.png ${iconset}/icon_16x16.png
        COMMAND ${CMAKE_COMMAND} -E copy ${png}/32/ochos-locos.png ${iconset}/icon_16x16@2x.png
        COMMAND ${CMAKE_COMMAND} -E copy ${png}/32/ochos-locos.png ${iconset}/icon_32x32.png
        COMMAND ${CMAKE_COMMAND} -E copy ${png}/64/ochos-locos.png ${iconset}/icon_32x32@2x.png
        COMMAND ${CMAKE_COMMAND} -E copy ${png}/128/ochos-locos.png ${iconset}/icon_128x128.png
        COMMAND ${CMAKE_COMMAND} -E copy ${png}/256/ochos-locos.png ${iconset}/icon_128x128@2x.png
        COMMAND ${CMAKE_COMMAND} -E copy ${png}/256/ochos-locos.png ${iconset}/icon_256x256.png
        COMMAND ${CMAKE_COMMAND} -E copy ${png}/512/ochos-locos.png ${iconset}/icon_256x256@2x.png
        COMMAND ${CMAKE_COMMAND} -E copy ${png}/512/ochos-locos.png ${iconset}/icon_512x512.png
        COMMAND ${OCHOS_ICONUTIL} -c icns -o ${icns} ${iconset}
        DEPENDS ${png}/16/ochos-locos.png ${png}/32/ochos-locos.png ${png}/64/ochos-locos.png
                ${png}/128/ochos-locos.png ${png}/256/ochos-locos.png ${png}/512/ochos-locos.png
        COMMENT "Making ochos-locos.icns with iconutil"
        VERBATIM)
      target_sources(ochos-locos PRIVATE ${icns})
      set_source_files_properties(${icns} PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
    else()
      message(STATUS "iconutil not found: the macOS bundle gets no icon")
    endif()
  endif()
endif()

# ---------------------------------------------------------------------------------------------
# The shared libraries of scripts/build-deps.sh's prefix (OCHOS_DEPS_SHARED_LIBRARIES, from its
# ochos-deps.cmake): OpenAL Soft, whose LGPL asks that a user can replace it. Windows loads a DLL
# from the .exe's folder; on Linux the game finds lib/ through its RPATH. Each is installed as a
# file under the name the programs ask for (on Linux that name is a symbolic link in the prefix).
function(ochos_install_shared_libraries)
  if(WIN32)
    set(dest ${OCHOS_INSTALL_BINDIR})
  else()
    set(dest lib)
    if(OCHOS_DEPS_SHARED_LIBRARIES AND TARGET ochos-locos)
      set_target_properties(ochos-locos PROPERTIES INSTALL_RPATH "$ORIGIN/../lib")
    endif()
  endif()
  foreach(library IN LISTS OCHOS_DEPS_SHARED_LIBRARIES)
    get_filename_component(name ${library} NAME)
    get_filename_component(file ${library} REALPATH)
    install(FILES ${file} DESTINATION ${dest} RENAME ${name})
    if(WIN32)
      # The build tree's game loads it from beside it too; the tests in other folders find it
      # through the toolchain's WINEPATH.
      configure_file(${library} ${PROJECT_BINARY_DIR}/${name} COPYONLY)
    endif()
  endforeach()
endfunction()

# ---------------------------------------------------------------------------------------------
# Install rules.
if(APPLE)
  if(TARGET ochos-locos)
    install(TARGETS ochos-locos BUNDLE DESTINATION . RUNTIME DESTINATION ${OCHOS_INSTALL_BINDIR})
    # The simulator rides inside the bundle, next to the game (same resource lookup).
    install(TARGETS ochos-sim RUNTIME DESTINATION ochos-locos.app/Contents/MacOS)
    # Copy the non-system dylibs (SFML and what it needs, from Homebrew or vcpkg) into the
    # bundle, point the executables at them, and sign ad hoc (Apple Silicon refuses to run an
    # unsigned, modified binary). Runs at install time, so also inside `cpack -G DragNDrop`.
    # fixup_bundle's install_name_tool edits void the libraries' own signatures, so everything
    # is re-signed inside-out: each dylib and framework, then the other executables, then the
    # app. No --deep: Apple deprecates it for signing, and it signs in an order of its own.
    install(CODE "set(OCHOS_SFML_LIB_DIR \"$<TARGET_FILE_DIR:${OCHOS_SFML_GRAPHICS_TARGET}>\")")
    install(CODE [[
      include(BundleUtilities)
      set(bundle "${CMAKE_INSTALL_PREFIX}/ochos-locos.app")
      fixup_bundle("${bundle}" "" "${OCHOS_SFML_LIB_DIR}")
      file(GLOB_RECURSE dylibs "${bundle}/Contents/Frameworks/*.dylib"
                              "${bundle}/Contents/MacOS/*.dylib")
      file(GLOB frameworks LIST_DIRECTORIES true "${bundle}/Contents/Frameworks/*.framework")
      foreach(item IN LISTS dylibs frameworks ITEMS "${bundle}/Contents/MacOS/ochos-sim" "${bundle}")
        execute_process(COMMAND codesign --force --sign - "${item}" RESULT_VARIABLE signed)
        if(NOT signed EQUAL 0)
          message(FATAL_ERROR "codesign --force --sign - ${item} failed (${signed})")
        endif()
      endforeach()
      execute_process(COMMAND codesign --verify --strict --verbose=2 "${bundle}" RESULT_VARIABLE ok)
      if(NOT ok EQUAL 0)
        message(FATAL_ERROR "codesign --verify --strict ${bundle} failed")
      endif()
    ]])
  else()
    install(TARGETS ochos-sim RUNTIME DESTINATION ${OCHOS_INSTALL_BINDIR})
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/profiles
            DESTINATION ${OCHOS_INSTALL_DATADIR})
    install(FILES ${OCHOS_LICENSE_FILES} DESTINATION ${OCHOS_INSTALL_DATADIR}/licenses)
  endif()
else()
  if(TARGET ochos-locos)
    install(TARGETS ochos-locos RUNTIME DESTINATION ${OCHOS_INSTALL_BINDIR})
  endif()
  install(TARGETS ochos-sim RUNTIME DESTINATION ${OCHOS_INSTALL_BINDIR})
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/profiles DESTINATION ${OCHOS_INSTALL_DATADIR})
  # Windows too: the same bin/ + share/ layout, so the game and the About screen name one folder.
  install(FILES ${OCHOS_LICENSE_FILES} DESTINATION ${OCHOS_INSTALL_DATADIR}/licenses)
  if(TARGET ochos-locos)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/fonts DESTINATION ${OCHOS_INSTALL_DATADIR})
  endif()

  ochos_install_shared_libraries()

  if(WIN32)
    # The compiler's runtime DLLs beside the executables. (vcpkg copies SFML's DLLs at install
    # time when configured with -DX_VCPKG_APPLOCAL_DEPS_INSTALL=ON, as CI does.)
    set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION ${OCHOS_INSTALL_BINDIR})
    include(InstallRequiredSystemLibraries)
  elseif(TARGET ochos-locos)
    # Freedesktop integration: menu entry, icons, software-centre metadata.
    install(FILES ${OCHOS_PACKAGING_DIR}/linux/ochos-locos.desktop DESTINATION share/applications)
    foreach(size IN LISTS OCHOS_ICON_SIZES)
      install(FILES ${OCHOS_PACKAGING_DIR}/icons/png/${size}/ochos-locos.png
              DESTINATION share/icons/hicolor/${size}x${size}/apps)
    endforeach()
    install(FILES ${OCHOS_PACKAGING_DIR}/icons/ochos-locos.svg
            DESTINATION share/icons/hicolor/scalable/apps)
    configure_file(${OCHOS_PACKAGING_DIR}/linux/ochos-locos.metainfo.xml.in
                   ${PROJECT_BINARY_DIR}/packaging/ochos-locos.metainfo.xml @ONLY)
    install(FILES ${PROJECT_BINARY_DIR}/packaging/ochos-locos.metainfo.xml DESTINATION share/metainfo)
    install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION share/doc/ochos-locos)
  endif()
endif()
